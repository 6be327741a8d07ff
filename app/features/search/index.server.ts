// The search feature's server-side door: the index table, its sync, the service and the API.
export { searchApi } from "./api.server";
export { SEARCH_RENDER_TAG, createSearchService, type SearchService, type SearchQuery } from "./service.server";
export { indexCatalogue, syncContentIndex } from "./sync.server";
export { searchDocuments } from "./tables.server";
export { loadSearchPage } from "./routes.server";
