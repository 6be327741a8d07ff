// The content feature's server-side door: services, tables, the JSON API and the page loaders.
export { PREVIEW_COOKIE } from "~/platform/cookies";
export { contentApi } from "./api.server";
export {
  type ContentPageServices,
  NOT_FOUND_PATH,
  loadContentPage,
  loadPreviewPage,
  loadRequestedPage,
  movedOrNotFound,
  notFoundPage,
  alternatesOf,
  publishedInLocale,
  requestedPath,
} from "./routes.server";
export type { Translation } from "./translations.server";
export { enterPreview, exitPreview } from "./preview-mode.server";
export { readTypedDraft, typedDraftContext } from "./admin-typed-draft.server";
export {
  clearedPreviewCookie,
  hasPreviewAccess,
  mayPreview,
  previewCookie,
  previewHeaders,
  secretsMatch,
  type PreviewAuthority,
} from "./preview-access.server";
export { createContentService, type ContentService, type EntityListQuery } from "./service.server";
export { entities } from "./tables.server";
export { EntityInputSchema, PageVersionSchema } from "./schema";
export { overviewQueryFrom, OVERVIEW_PAGE_SIZE } from "./overview.server";
export { entityEditorAction, entityEditorLoader } from "./admin-editor-routes.server";
export { editorPresenceAction } from "./admin-presence-routes.server";
export type { EditorPresence } from "./presence.server";
export { contentOverviewLoader, createPageAction } from "./admin-new-page-routes.server";
