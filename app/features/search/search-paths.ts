/** SPEC §2: a listing's search opens /search/content/{contentType}/{searchTerm}. */
export function contentSearchPath(contentType: string, term: string): string {
  const base = `/search/content/${encodeURIComponent(contentType)}`;
  return term === "" ? base : `${base}/${encodeURIComponent(term)}`;
}

/**
 * SPEC §2/§4: the header search and a new search from a search page, in either mode, go to
 * /search/{term}; the header sends the typed text as is (SPEC §5).
 */
export function searchPagePath(term: string): string {
  return term === "" ? "/search" : `/search/${encodeURIComponent(term)}`;
}
