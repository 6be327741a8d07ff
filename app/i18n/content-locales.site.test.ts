import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../tests/support/database";
import { openTestSite, type TestSite } from "../../tests/support/site";

const SITE = "http://localhost:3000";
const CANONICAL = "https://www.lacantinadoors.com";

/** The hreflang links of a document, as `tag → address`. */
const alternatesIn = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]));
const canonicalIn = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

// Content in every locale (decision 0055): translations, fallbacks, localised slugs, alternates and the sitemap.
describe.each(siteTestDatabases())("content in every locale on $name", ({ open }) => {
  let site: TestSite;
  const get = (path: string, headers: Record<string, string> = {}) => site.app.request(`${SITE}${path}`, { headers, redirect: "manual" });
  beforeAll(async () => {
    site = await openTestSite(await open());
  }, 480_000);
  afterAll(() => site.close());

  it("serves the French home page with its alternates, its own canonical address and og:locale", async () => {
    const response = await get("/fr-ca");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain("Des murs qui s&#x27;ouvrent sur le monde extérieur");
    expect(html).toContain("Nous sommes là pour vous aider.");
    expect(canonicalIn(html)).toBe(`${CANONICAL}/fr-ca`);
    expect(html).toContain('<meta property="og:locale" content="fr_CA"/>');
    expect(html).toContain('"inLanguage":"fr-CA"');
    expect(alternatesIn(html)).toEqual({
      "en-US": `${CANONICAL}/`,
      "en-CA": `${CANONICAL}/en-ca`,
      "fr-CA": `${CANONICAL}/fr-ca`,
      "x-default": `${CANONICAL}/`,
    });
  });

  it("leads from the en-US path to the localised slug with a 301, and shows the blocks the translation lacks in en-US, marked", async () => {
    const moved = await get("/fr-ca/products/folding-doors");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/fr-ca/produits/portes-pliantes");
    const html = await (await get("/fr-ca/produits/portes-pliantes")).text();
    expect(html).toContain("Repliez le mur");
    expect(html).toMatch(/<div lang="en-US" class="contents">[^]*Folding doors at home/);
    expect(canonicalIn(html)).toBe(`${CANONICAL}/fr-ca/produits/portes-pliantes`);
    expect(alternatesIn(html)).toMatchObject({
      "en-US": `${CANONICAL}/products/folding-doors`,
      "fr-CA": `${CANONICAL}/fr-ca/produits/portes-pliantes`,
    });
    const english = await (await get("/products/folding-doors")).text();
    expect(alternatesIn(english)["fr-CA"]).toBe(`${CANONICAL}/fr-ca/produits/portes-pliantes`);
    expect(english).not.toContain('lang="en-US" class="contents"');
  });

  it("sends a page with no translation to its en-US address, with no copy under the prefix", async () => {
    const response = await get("/fr-ca/about/why-lacantina");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${SITE}/about/why-lacantina`);
    expect((await get("/en-ca/about/why-lacantina")).headers.get("location")).toBe(`${SITE}/about/why-lacantina`);
  });

  it("serves Canadian English in millimetres first", async () => {
    const html = await (await get("/en-ca/products/folding-doors")).text();
    expect(html).toContain('<html lang="en-CA"');
    expect(html).toContain("19 800 mm (65 ft)");
  });

  it("serves the pages of the code under every prefix, each linking the others", async () => {
    const response = await get("/fr-ca/request-quote");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(canonicalIn(html)).toBe(`${CANONICAL}/fr-ca/request-quote`);
    expect(alternatesIn(html)).toEqual({
      "en-US": `${CANONICAL}/request-quote`,
      "en-CA": `${CANONICAL}/en-ca/request-quote`,
      "fr-CA": `${CANONICAL}/fr-ca/request-quote`,
      "x-default": `${CANONICAL}/request-quote`,
    });
  });

  it("lists every locale's pages in the sitemap with their alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${CANONICAL}/fr-ca/produits/portes-pliantes</loc>`);
    expect(xml).toContain(`<loc>${CANONICAL}/en-ca/contact-us</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${CANONICAL}/fr-ca/produits/portes-pliantes"/>`);
    expect(xml).not.toContain(`<loc>${CANONICAL}/fr-ca/about/why-lacantina</loc>`);
  });

  it("answers hostile locale prefixes and Locale headers with 400 or 404, never 500", async () => {
    for (const path of [
      "/fr-ca%00/contact-us",
      "/fr-CA/contact-us",
      "/xx-yy/contact-us",
      `/fr-ca/${"a".repeat(5_000)}`,
      `/${"fr-ca/".repeat(500)}x`,
      "/fr-ca%2Fproduits",
      "/fr-ca/produits%2Fportes-pliantes",
      "/fr-ca/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const response = await get(path);
      expect([400, 404], path.slice(0, 40)).toContain(response.status);
    }
    for (const header of ["fr-ca", "es-US", "../", "", "x".repeat(10_240)]) {
      const response = await get("/api/v1/cms/entities/path%2F", { Locale: header });
      expect(response.status, header.slice(0, 20)).toBe(400);
    }
    const french = await get("/api/v1/cms/entities/path%2Fproducts%2Ffolding-doors", { Locale: "fr-CA" });
    expect(await french.json()).toMatchObject({ path: "/produits/portes-pliantes", title: "Portes pliantes" });
  });
});
