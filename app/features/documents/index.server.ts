// The documents feature's server-side door: tables, the search service, the JSON API and page loaders.
export { documents } from "./tables.server";
export { createDocumentService, type DocumentRecord, type DocumentService, type SeedDocumentsResult } from "./service.server";
export { documentsApi } from "./api.server";
export { loadTechnicalDocuments } from "./page-loader.server";
export { loadPdfViewer } from "./pdf-viewer-loader.server";
