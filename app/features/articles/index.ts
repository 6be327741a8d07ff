// The articles feature's browser-safe door: the article routes' view and head. The block kinds it
// contributes (blocks/) are listed in app/site-blocks.tsx.
export { ArticleRouteView } from "./ArticleRouteView";
export { articleRouteMeta } from "./article-meta";
export type { ArticleRouteData } from "./routes.server";
