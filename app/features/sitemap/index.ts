// The sitemap feature's browser-safe door: the /sitemap page drawn from the navigation.
export { SitemapPage } from "./SitemapPage";
