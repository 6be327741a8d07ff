import pino from "pino";
import { describe, expect, it } from "vitest";
import { sitemapRoutes } from "./sitemap.server";

const origin = "https://www.lacantinadoors.com";
const log = pino({ level: "silent" });
const pages = Array.from({ length: 5 }, (_, n) => ({ path: `/page-${n + 1}`, lastmod: new Date(`2026-01-0${n + 1}T00:00:00Z`) }));

describe("sitemapRoutes", () => {
  it("becomes an index of numbered sitemaps when the site outgrows one file", async () => {
    const app = sitemapRoutes({ origin, log, maxUrls: 2, sources: [{ name: "pages", entries: async () => pages }] });
    const index = await (await app.request("/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${origin}/sitemap-1.xml`,
      `${origin}/sitemap-2.xml`,
      `${origin}/sitemap-3.xml`,
    ]);
    const last = await app.request("/sitemap-3.xml");
    expect(await last.text()).toContain(`<loc>${origin}/page-5</loc>`);
    expect(last.headers.get("last-modified")).toBe(new Date("2026-01-05T00:00:00Z").toUTCString());
    expect((await app.request("/sitemap-4.xml")).status).toBe(404);
  });

  it("leaves out a failing source and lists the others", async () => {
    const app = sitemapRoutes({
      origin,
      log,
      sources: [
        { name: "broken", entries: () => Promise.reject(new Error("down")) },
        { name: "pages", entries: async () => [...pages, { path: "/page-1" }] },
      ],
    });
    const xml = await (await app.request("/sitemap.xml")).text();
    expect(xml.match(/<url>/g)).toHaveLength(5);
  });
});
