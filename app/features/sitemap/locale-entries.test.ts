import { describe, expect, it } from "vitest";
import { contentInLocales, inEveryLocale } from "./locale-entries";
import { urlSetXml } from "./sitemap-xml";

const locales = [
  { tag: "en-US", prefix: "" },
  { tag: "fr-CA", prefix: "/fr-ca" },
];
const lastmod = new Date("2026-11-01T00:00:00Z");

describe("the sitemap in every locale", () => {
  it("lists a translated page in each locale at its own address, each with the other and x-default", () => {
    const entries = contentInLocales(
      [
        { path: "/products/folding-doors", lastmod, locale: "en-US", source: 7 },
        { path: "/produits/portes-pliantes", lastmod, locale: "fr-CA", source: 7 },
        { path: "/about", lastmod, locale: "en-US", source: 8 },
        { path: "/sobre", lastmod, locale: "es-US", source: 8 },
      ],
      locales,
    );
    const both = [
      { tag: "en-US", path: "/products/folding-doors" },
      { tag: "fr-CA", path: "/fr-ca/produits/portes-pliantes" },
    ];
    expect(entries).toEqual([
      { path: "/products/folding-doors", lastmod, alternates: both, xDefault: "/products/folding-doors" },
      { path: "/fr-ca/produits/portes-pliantes", lastmod, alternates: both, xDefault: "/products/folding-doors" },
      { path: "/about", lastmod, alternates: [{ tag: "en-US", path: "/about" }], xDefault: "/about" },
    ]);
    const xml = urlSetXml("https://www.example.com", entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<loc>https://www.example.com/fr-ca/produits/portes-pliantes</loc><lastmod>2026-11-01</lastmod><xhtml:link rel="alternate" hreflang="en-US" href="https://www.example.com/products/folding-doors"/><xhtml:link rel="alternate" hreflang="fr-CA" href="https://www.example.com/fr-ca/produits/portes-pliantes"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/products/folding-doors"/></url>',
    );
    expect(xml).toContain("<loc>https://www.example.com/about</loc><lastmod>2026-11-01</lastmod></url>");
  });

  it("lists a page of the code under every prefix", () => {
    expect(inEveryLocale([{ path: "/contact-us" }], locales).map((entry) => entry.path)).toEqual(["/contact-us", "/fr-ca/contact-us"]);
  });
});
