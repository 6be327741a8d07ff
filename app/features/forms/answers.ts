/** The current answers of a form, `name[]` entries as lists: what step and condition checks read. */
export type Answers = Record<string, string[]>;

export function readAnswers(form: HTMLFormElement): Answers {
  const answers: Answers = {};
  for (const [rawName, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const name = rawName.replace(/\[\]$/, "");
    (answers[name] ??= []).push(value);
  }
  return answers;
}

export const answered = (answers: Answers, ...names: string[]) =>
  names.every((name) => (answers[name] ?? []).some((value) => value.trim() !== ""));

/** The answers a page starts with: the values the server echoed after an error. */
export function answersFrom(values: Record<string, string | string[]>): Answers {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value : [value]]));
}
