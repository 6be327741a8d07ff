// The documents feature's server-side door: tables, the search service, the JSON API, page loaders
// and the admin's library.
import { href } from "react-router";

export { documents } from "./tables.server";
export {
  DOCUMENTS_RENDER_TAG,
  createDocumentService,
  type DocumentRecord,
  type DocumentService,
  type SeedDocumentsResult,
} from "./service.server";
export { documentsApi } from "./api.server";
export { loadTechnicalDocuments } from "./routes.server";
export { loadPdfViewer } from "./pdf-viewer-routes.server";
export { createDocumentLibrary, type DocumentLibrary } from "./library.server";
export { documentAction, documentLoader, documentUploadAction, documentsLoader, type DocumentPageServices } from "./admin-routes.server";

/** Uploads count their own bytes as they stream them to disk (lib/file-upload.server.ts): the server's body limit leaves them be. */
export const DOCUMENT_UPLOAD_PATH = href("/admin/documents/upload");
