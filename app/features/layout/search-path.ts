/** SPEC §2: the header search goes to /search/{term}, the typed text used as is (SPEC §5). */
export function searchPath(term: string): string {
  return term === "" ? "/search" : `/search/${encodeURIComponent(term)}`;
}
