import type { RawFields } from "./schemas";

/** One echoed value as text, for a field's default value. */
export const textOf = (values: RawFields, name: string): string | undefined => {
  const value = values[name];
  return Array.isArray(value) ? value[0] : value;
};

/** An echoed list (checkboxes). */
export const listOf = (values: RawFields, name: string): string[] => {
  const value = values[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
