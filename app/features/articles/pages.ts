// The articles feature's page door for route modules (kept apart from ./index, which blocks import).
export { ArticleRouteView } from "./ArticleRouteView";
export { articleRouteMeta } from "./article-meta";
export type { ArticleRouteData } from "./page-loader.server";
