/** One field a change touched, as the audit page shows it: null where the field was (or is) absent. */
export type ChangeLine = { field: string; before: string | null; after: string | null; long: boolean };

/** Past this length (or on several lines) a value folds away behind its field's name. */
const LONG_VALUE = 80;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Plain values as they are; nested ones as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 2);
}

const fieldsOf = (state: unknown): Record<string, unknown> => (isRecord(state) ? state : state == null ? {} : { value: state });

/** The fields of an entry's before and after, each with its old and new value. */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  return [...new Set([...Object.keys(old), ...Object.keys(now)])].map((field) => {
    const was = field in old ? shown(old[field]) : null;
    const is = field in now ? shown(now[field]) : null;
    const long = [was, is].some((text) => text !== null && (text.length > LONG_VALUE || text.includes("\n")));
    return { field, before: was, after: is, long };
  });
}
