/** The same page in a locale: its tag and address (decision 0055). */
export type SitemapAlternate = { tag: string; path: string };

/**
 * One address of the sitemap; `lastmod` when known; `alternates`, the page in every locale it is
 * in (this one included) and `xDefault` the address for a reader of none of them.
 */
export type SitemapEntry = {
  path: string;
  lastmod?: Date | null | undefined;
  alternates?: readonly SitemapAlternate[] | undefined;
  xDefault?: string | undefined;
};

/** The sitemaps protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);

const day = (date: Date) => date.toISOString().slice(0, 10);

const alternateLink = (origin: string, hreflang: string, path: string) =>
  `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(new URL(path, origin).href)}"/>`;

/** The hreflang links of a page in more than one locale (Google's sitemap form of them). */
function alternateLinks(origin: string, entry: SitemapEntry): string {
  if (!entry.alternates || entry.alternates.length < 2) return "";
  const links = entry.alternates.map((alternate) => alternateLink(origin, alternate.tag, alternate.path));
  if (entry.xDefault) links.push(alternateLink(origin, "x-default", entry.xDefault));
  return links.join("");
}

/** A `<urlset>` of absolute addresses on `origin`, each with its other locales' addresses. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${day(entry.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastmod}${alternateLinks(origin, entry)}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A `<sitemapindex>` of the numbered sitemap files, for a site larger than one file holds. */
export function sitemapIndexXml(origin: string, parts: readonly { path: string; lastmod: Date | null }[]): string {
  const maps = parts.map(
    (part) =>
      `<sitemap><loc>${escapeXml(new URL(part.path, origin).href)}</loc>${part.lastmod ? `<lastmod>${day(part.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join("\n")}\n</sitemapindex>\n`;
}

/** The newest lastmod of a list of entries, for Last-Modified and the index. */
export function newest(entries: readonly SitemapEntry[]): Date | null {
  let latest: Date | null = null;
  for (const entry of entries) if (entry.lastmod && (!latest || entry.lastmod > latest)) latest = entry.lastmod;
  return latest;
}

/** robots.txt: everything may be crawled except previews, the APIs and the admin; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /preview/",
    "Disallow: /*/preview$",
    "Disallow: /api/",
    "Disallow: /ES/",
    "Disallow: /pdfViewer",
    "Disallow: /admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
