// The search feature's browser-safe door: the search page, hit types and search addresses.
export { SearchPage } from "./SearchPage";
export { contentSearchPath, searchPagePath } from "./search-paths";
export { searchTypeLabel } from "./type-labels";
export { SEARCH_PAGE_SIZE, MAX_TERM_LENGTH, hitHref, type SearchHit, type SearchResult } from "./hit";
export type { SearchPageData } from "./page-data";
