import type { Option } from "~/ui/fields";

/** How a field is typed in: the control an admin form draws for it. */
export type FieldInput =
  | "text"
  | "email"
  | "url"
  | "password"
  | "date"
  | "datetime-local"
  | "number"
  | "textarea"
  | "select"
  | "radio"
  | "checkbox"
  | "checkboxes"
  | "file";

/**
 * One field of an admin form as its schema describes it (schema-fields.server.ts): the name the
 * server reads, the label and hint the page shows, and the rules the browser mirrors for comfort.
 * Loaders hand these to the page, so a field's name, label and rule are written once, in the schema.
 */
export type FormField = {
  name: string;
  label: string;
  hint?: string;
  input: FieldInput;
  required: boolean;
  maxLength?: number;
  options?: Option[];
};

/** The fields of one form, by name. */
export type FormFields<Name extends string = string> = Record<Name, FormField>;
