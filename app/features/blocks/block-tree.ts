/** Immutable edits of the lists of the block editor (blocks, slides, questions): each returns a new list. */

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item === undefined || to < 0 || to > copy.length) return [...list];
  copy.splice(to, 0, item);
  return copy;
}

/** The list with a deep copy of the item at `index` right after it. */
export function duplicated<T>(list: readonly T[], index: number, copyOf: (item: T) => T = structuredClone): T[] {
  const item = list[index];
  if (item === undefined) return [...list];
  return [...list.slice(0, index + 1), copyOf(item), ...list.slice(index + 1)];
}

export function removed<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}
