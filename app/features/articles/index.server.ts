// The articles feature's server-side door: the loader of article and listing pages.
export { loadArticleRoute } from "./routes.server";
