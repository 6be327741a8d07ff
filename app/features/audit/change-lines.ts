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

/** Fields that hold a staff account's id: the page names the person instead. */
const personFields = new Set(["assignedTo"]);

/**
 * The fields of an entry's before and after that changed, each with its old and new value (a save
 * that stores a whole record lists only what it changed); an account's id by its owner's name.
 */
export function changeLines(before: unknown, after: unknown, names: ReadonlyMap<string, string> = new Map()): ChangeLine[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const valueOf = (field: string, state: Record<string, unknown>) => {
    const value = state[field];
    return personFields.has(field) && typeof value === "string" ? (names.get(value) ?? "a former member of staff") : shown(value);
  };
  return [...new Set([...Object.keys(old), ...Object.keys(now)])].flatMap((field) => {
    const was = field in old ? valueOf(field, old) : null;
    const is = field in now ? valueOf(field, now) : null;
    if (was !== null && was === is) return [];
    const long = [was, is].some((text) => text !== null && (text.length > LONG_VALUE || text.includes("\n")));
    return [{ field, before: was, after: is, long }];
  });
}
