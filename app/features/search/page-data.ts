import type { SearchResult } from "./hit";

/** What a search page shows: the loader's answer (routes.server.ts). */
export type SearchPageData = {
  /** SPEC §2: a path containing /content/ is content-search mode. */
  mode: "normal" | "content";
  /** The content type searched in content mode (null for all). */
  contentType: string | null;
  typeLabel: string | null;
  term: string;
  /** Index of the first hit in `result.hits`. */
  from: number;
  result: SearchResult;
};
