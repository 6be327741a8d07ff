/** SPEC §3 "Search hit": what a result card or list line needs. Browser-safe. */
export type SearchHit = {
  id: number;
  type: string;
  /** The first is the link; empty for a hit without a page (it links to /notfound). */
  paths: string[];
  content: { title: string; image: { image_url: string; alt_text: string; width: number; height: number } | null };
  /** Safe HTML: escaped text whose only markup is <mark> around the matched words. */
  snippet: string;
  publicationDate: string | null;
};

export type SearchResult = { total: number; hits: SearchHit[] };

/** SPEC §9: search page size. */
export const SEARCH_PAGE_SIZE = 16;
/** Longer terms are cut to this, as the header's search does. */
export const MAX_TERM_LENGTH = 200;

/** Where a hit links: its first path, or /notfound when it has none (SPEC §2). */
export function hitHref(hit: Pick<SearchHit, "paths">): string {
  return hit.paths[0] ?? "/notfound";
}
