export { ContentPageView } from "./ContentPageView";
export { pageMeta } from "./page-meta";
export type { ContentPageData } from "./page-loader.server";
