// The documents feature's browser-safe door: page views and isomorphic helpers.
export { TechnicalDocumentsPage } from "./ui/TechnicalDocumentsPage";
export { PdfViewerPage } from "./ui/PdfViewerPage";
export { documentQueryHref, documentQuerySearch, parseDocumentQuery } from "./query-state";
export { DOCUMENTS_PATH, documentsHref } from "./documents-href";
export { cachedResults } from "./results-cache";
export type { TechnicalDocumentsData } from "./types";
export type { PdfViewerData } from "./pdf-viewer-state";
