// The search feature's browser-safe door: the search page, hit types, search addresses and the words a block shows.
export { SearchPage } from "./SearchPage";
export { contentSearchPath, searchPagePath } from "./search-paths";
export { searchTypeLabel } from "./type-labels";
export { SEARCH_PAGE_SIZE, MAX_TERM_LENGTH, hitHref, type SearchHit, type SearchResult } from "./hit";
export type { SearchPageData } from "./page-data";
export { visibleText } from "./extract-text";
