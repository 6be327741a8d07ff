// The sitemap feature's server-side door: /sitemap.xml and robots.txt from every feature's addresses.
export { siteSitemapRoutes, sitemapRoutes, type SiteSitemapSources } from "./sitemap.server";
