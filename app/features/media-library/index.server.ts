// The media library's server-side door: the service, its table and the admin routes' loaders and actions.
import { href } from "react-router";

export { createMediaLibrary, type MediaLibrary } from "./service.server";
export { mediaItems } from "./tables.server";
export { mediaReferences } from "./references";
export { type SeedFile, saveSeedFiles } from "./seed.server";
export { choicesLoader, itemAction, itemLoader, libraryLoader, uploadAction, type MediaLibraryServices } from "./admin-routes.server";

/** Uploads count their own bytes as they stream them to disk (upload.server.ts): the server's body limit leaves them be. */
export const MEDIA_UPLOAD_PATH = href("/admin/media/upload");
