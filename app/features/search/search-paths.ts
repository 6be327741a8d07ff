import { href } from "react-router";

/** SPEC §2: a listing's search opens /search/content/{contentType}/{searchTerm}. */
export function contentSearchPath(contentType: string, term: string): string {
  return href("/search/content/:type?/:term?", {
    type: encodeURIComponent(contentType),
    term: term === "" ? undefined : encodeURIComponent(term),
  });
}

/**
 * SPEC §2/§4: the header search and a new search from a search page, in either mode, go to
 * /search/{term}; the header sends the typed text as is (SPEC §5).
 */
export function searchPagePath(term: string): string {
  return term === "" ? href("/search") : href("/search/:term", { term: encodeURIComponent(term) });
}
