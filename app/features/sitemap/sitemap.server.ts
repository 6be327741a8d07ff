import { Hono } from "hono";
import type { Logger } from "~/platform/logger";
import type { SiteConfig } from "~/lib/site-config";
import { canonicalOrigin } from "../seo";
import { SITEMAP_MAX_URLS, type SitemapEntry, newest, robotsTxt, sitemapIndexXml, urlSetXml } from "./sitemap-xml";
import { type SitemapSource, productSource, screenSource } from "./sitemap-sources.server";
import { type ContentSitemapEntry, contentInLocales, inEveryLocale } from "./locale-entries";
import type { LocaleInfo } from "~/i18n/locale";

type SitemapOptions = {
  /** The canonical origin every address is written on. */
  origin: string;
  sources: SitemapSource[];
  log: Logger;
  /** Addresses per file; above it /sitemap.xml becomes an index of /sitemap-{n}.xml. */
  maxUrls?: number;
};

const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" };

/**
 * Every listed address of the site, read from its sources at each request so a content change
 * shows at once. A failing source is logged and left out rather than failing the whole map.
 */
export async function sitemapEntries(sources: SitemapSource[], log: Logger): Promise<SitemapEntry[]> {
  const lists = await Promise.all(
    sources.map((source) =>
      source.entries().catch((error: unknown) => {
        log.error({ err: error, source: source.name }, "sitemap source failed");
        return [];
      }),
    ),
  );
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of lists.flat()) if (!byPath.has(entry.path)) byPath.set(entry.path, entry);
  return [...byPath.values()];
}

/** `/sitemap.xml` (an index when large), its numbered parts and `/robots.txt`. */
export function sitemapRoutes({ origin, sources, log, maxUrls = SITEMAP_MAX_URLS }: SitemapOptions) {
  const app = new Hono();
  const chunks = (entries: SitemapEntry[]) => {
    const parts: SitemapEntry[][] = [];
    for (let start = 0; start < entries.length; start += maxUrls) parts.push(entries.slice(start, start + maxUrls));
    return parts;
  };
  const withLastModified = (headers: Record<string, string>, lastmod: Date | null) =>
    lastmod ? { ...headers, "Last-Modified": lastmod.toUTCString() } : headers;

  app.get("/sitemap.xml", async (c) => {
    const entries = await sitemapEntries(sources, log);
    const headers = withLastModified(xmlHeaders, newest(entries));
    if (entries.length <= maxUrls) return c.body(urlSetXml(origin, entries), 200, headers);
    const parts = chunks(entries).map((part, index) => ({ path: `/sitemap-${index + 1}.xml`, lastmod: newest(part) }));
    return c.body(sitemapIndexXml(origin, parts), 200, headers);
  });

  app.get("/:file{sitemap-[0-9]{1,4}\\.xml}", async (c) => {
    const number = Number(c.req.param("file").replace(/\D/g, ""));
    const part = chunks(await sitemapEntries(sources, log))[number - 1];
    if (!part || number < 1) return c.text("No such sitemap.", 404);
    return c.body(urlSetXml(origin, part), 200, withLastModified(xmlHeaders, newest(part)));
  });

  app.get("/robots.txt", (c) => c.text(robotsTxt(origin), 200, { "Cache-Control": "public, max-age=3600" }));
  return app;
}

/** The features that list addresses of their own (each reads its own tables). */
export type SiteSitemapSources = {
  content: { sitemapEntries: () => Promise<ContentSitemapEntry[]> };
  gallery: { videoSitemapEntries: () => Promise<SitemapEntry[]> };
  dealers: { sitemapEntries: () => Promise<SitemapEntry[]> };
  site: SiteConfig;
  log: Logger;
  locales: { all: readonly LocaleInfo[] };
};

/**
 * The sitemap and robots.txt of the running site: content, products, screens, videos and dealers,
 * on the canonical host, in every locale with each page's alternates (decision 0055).
 */
export function siteSitemapRoutes({ content, gallery, dealers, site, log, locales }: SiteSitemapSources) {
  const everyLocale = (source: SitemapSource): SitemapSource => ({
    name: source.name,
    entries: async () => inEveryLocale(await source.entries(), locales.all),
  });
  return sitemapRoutes({
    origin: canonicalOrigin(site),
    sources: [
      { name: "content", entries: async () => contentInLocales(await content.sitemapEntries(), locales.all) },
      everyLocale(productSource),
      everyLocale(screenSource),
      everyLocale({ name: "videos", entries: () => gallery.videoSitemapEntries() }),
      everyLocale({ name: "dealers", entries: () => dealers.sitemapEntries() }),
    ],
    log,
  });
}
