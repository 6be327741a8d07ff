/** The messages of a refused form, by field name: what the page shows under each field. */
export type FieldErrors = Partial<Record<string, string[]>>;

/**
 * What the server says about the admin form posted last, the one answer of every admin action: a
 * refusal (`error`) or a confirmation (`done`), the line said above the form (none when the fields
 * say it all), the messages at the fields, and what was typed into a refused form, so nobody types
 * it twice. `Extras` is what one screen says besides (the invitation link shown once, the lines a
 * CSV import left out, where a file is still used).
 */
export type FormResult<Values = Record<string, string>, Extras extends object = object> = {
  tone: "error" | "done";
  message?: string;
  errors?: FieldErrors;
  values?: Values;
} & Extras;
