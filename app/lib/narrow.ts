// Small type guards for JSON that comes from outside in the browser (storage, postMessage, our
// own API): the browser bundle carries no zod (decision 0002), so these narrow `unknown` by hand.

/** A JSON object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/** A whole number from 0 up to Number.MAX_SAFE_INTEGER. */
export const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** The value of a JSON text, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}
