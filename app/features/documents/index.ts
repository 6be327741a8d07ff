// The documents feature's browser-safe door: page views, the document link and isomorphic helpers.
export { TechnicalDocumentsPage } from "./ui/TechnicalDocumentsPage";
export { PdfViewerPage } from "./ui/PdfViewerPage";
export { DocumentLink } from "./ui/DocumentLink";
export { FileTypeIcon } from "./ui/FileTypeIcon";
export { documentQueryHref, documentQuerySearch, parseDocumentQuery } from "./query-state";
export { DOCUMENTS_PATH, documentsHref } from "./documents-href";
export { documentFileUrl } from "./format";
export { cachedResults } from "./results-cache";
export type { DocumentGroupResult, DocumentHit, DocumentSource, TechnicalDocumentsData } from "./types";
export type { PdfViewerData } from "./pdf-viewer-state";
export { documentGroupTags } from "./taxonomy";
export { DOCUMENT_ZIP_PATH, zipStarted } from "./zip-download";
