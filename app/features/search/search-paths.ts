/** SPEC §2: a listing's search opens /search/content/{contentType}/{searchTerm}. */
export function contentSearchPath(contentType: string, term: string): string {
  const base = `/search/content/${encodeURIComponent(contentType)}`;
  return term === "" ? base : `${base}/${encodeURIComponent(term)}`;
}

/** SPEC §4: a new search from a search page, in either mode, replaces the URL with /search/{term}. */
export function searchPagePath(term: string): string {
  return term === "" ? "/search" : `/search/${encodeURIComponent(term)}`;
}
