export { ContentPageView } from "./ContentPageView";
export { pageMeta } from "./page-meta";
export type { ContentPageData } from "./page-loader.server";
// Types only: a zod schema exported here would reach the browser bundle (decision 0002).
export type { Block, PageVersion } from "./schema";
