import { describe, expect, it } from "vitest";
import { newest, robotsTxt, sitemapIndexXml, urlSetXml } from "./sitemap-xml";

const origin = "https://www.lacantinadoors.com";

describe("sitemap XML", () => {
  it("writes absolute, escaped addresses with their lastmod day", () => {
    const xml = urlSetXml(origin, [{ path: "/", lastmod: new Date("2026-03-04T10:00:00Z") }, { path: "/search/a&b" }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain("<url><loc>https://www.lacantinadoors.com/</loc><lastmod>2026-03-04</lastmod></url>");
    expect(xml).toContain("<url><loc>https://www.lacantinadoors.com/search/a&amp;b</loc></url>");
  });

  it("indexes numbered parts and knows the newest change", () => {
    const xml = sitemapIndexXml(origin, [{ path: "/sitemap-1.xml", lastmod: new Date("2026-01-02T00:00:00Z") }]);
    expect(xml).toContain("<sitemap><loc>https://www.lacantinadoors.com/sitemap-1.xml</loc><lastmod>2026-01-02</lastmod></sitemap>");
    expect(
      newest([{ path: "/a", lastmod: new Date("2026-01-01") }, { path: "/b", lastmod: new Date("2026-02-01") }, { path: "/c" }]),
    ).toEqual(new Date("2026-02-01"));
  });

  it("robots.txt points at the sitemap and keeps previews and the APIs out", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain("Sitemap: https://www.lacantinadoors.com/sitemap.xml");
    for (const rule of ["Disallow: /preview/", "Disallow: /*/preview$", "Disallow: /api/", "Disallow: /ES/", "Disallow: /admin"])
      expect(robots).toContain(rule);
  });
});
