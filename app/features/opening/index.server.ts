// The opening helper's server-side door: its page's loader.
export { openingPageData } from "./routes.server";
