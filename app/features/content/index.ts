export { ContentPageView } from "./ContentPageView";
export { contentBreadcrumb } from "./breadcrumb";
export { pageMeta } from "./page-meta";
export { previewPathOf, previewTarget } from "./preview-path";
export type { ContentPageData } from "./routes.server";
// Types only: a zod schema exported here would reach the browser bundle (decision 0002).
export type { ContentPage, EntityInput, PageVersion } from "./schema";
