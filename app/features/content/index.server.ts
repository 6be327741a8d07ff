// The content feature's server-side door: services, tables and the content page loader.
export { NOT_FOUND_PATH, loadContentPage } from "./page-loader.server";
export { createContentService, type ContentService } from "./service.server";
export { entities } from "./tables.server";
export { PageVersionSchema } from "./schema";
