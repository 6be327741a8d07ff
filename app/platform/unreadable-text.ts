// One rule for text that comes from outside (paths, query values, JSON strings, form fields):
// PostgreSQL cannot store NUL, and no visitor means the other C0 and C1 controls (Cc), a lone
// surrogate (Cs) or Unicode's non-characters U+FFFE/U+FFFF. Tab, line feed and carriage return are text.
const UNREADABLE = /[^\P{Cc}\t\n\r]|[\p{Cs}\uFFFE\uFFFF]/u;
const UNREADABLE_ALL = new RegExp(UNREADABLE.source, "gu");

/** Whether `text` holds a character that the rule above refuses. */
export function hasUnreadableText(text: string): boolean {
  return UNREADABLE.test(text);
}

/** `text` without the characters the rule above refuses (what a visitor typed, minus invisible noise). */
export function withoutUnreadableText(text: string): string {
  return text.replace(UNREADABLE_ALL, "");
}

/** JSON nested deeper than this is nobody's real request. */
export const MAX_JSON_DEPTH = 32;

/**
 * Where a parsed JSON value breaks the rule (a string or a key with a refused character, or
 * nesting deeper than MAX_JSON_DEPTH): the path to it, such as `docs.0.name`; null when it is clean.
 */
export function unreadableJsonPath(value: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === "string") {
      if (hasUnreadableText(current)) return path.join(".") || "(body)";
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH) return path.join(".");
    for (const [key, child] of Object.entries(current)) {
      if (hasUnreadableText(key)) return [...path, "(key)"].join(".");
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** A text field of a posted form as the person typed it, minus what the rule above refuses; "" when absent or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? withoutUnreadableText(value) : "";
}
