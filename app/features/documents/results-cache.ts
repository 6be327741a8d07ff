// SPEC §4: the technical documents' results are cached per filter combination and page, for this
// visit. The newest entries are kept; a failed load is forgotten, so it is tried again.
const MAX_ENTRIES = 50;
const results = new Map<string, Promise<unknown>>();

/** The results of `search` (a page's query string), loaded once per visit by `load`. */
export function cachedResults<T>(search: string, load: () => Promise<T>): Promise<T> {
  const cached = results.get(search) as Promise<T> | undefined;
  if (cached) return cached;
  const loading = load();
  if (results.size >= MAX_ENTRIES) results.delete(results.keys().next().value!);
  results.set(search, loading);
  loading.catch(() => results.delete(search));
  return loading;
}
