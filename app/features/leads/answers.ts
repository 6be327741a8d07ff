/**
 * The current answers of a form, `name[]` entries as lists: what step and condition checks read.
 * A form names its fields (`Answers<LeadFieldName<...>>`), so a check of a misspelt field fails the typecheck.
 */
export type Answers<Name extends string = string> = Partial<Record<Name, string[]>>;

export function readAnswers(form: HTMLFormElement): Answers {
  const answers: Record<string, string[]> = {};
  for (const [rawName, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const name = rawName.replace(/\[\]$/, "");
    (answers[name] ??= []).push(value);
  }
  return answers;
}

export const answered = <Name extends string>(answers: Answers<Name>, ...names: NoInfer<Name>[]) =>
  names.every((name) => (answers[name] ?? []).some((value) => value.trim() !== ""));

/** The answers a page starts with: the values the server echoed after an error. */
export function answersFrom(values: Record<string, string | string[]>): Answers {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value : [value]]));
}
