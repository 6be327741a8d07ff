import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../tests/support/database";
import { openTestSite, type TestSite } from "../../tests/support/site";

const SITE = "http://localhost:3000";

// Every page of the code under each locale's prefix (decision 0055), over the real Hono app and React Router.
describe.each(siteTestDatabases())("locale addresses on $name", ({ open }) => {
  let site: TestSite;
  const get = (path: string) => site.app.request(`${SITE}${path}`);

  beforeAll(async () => {
    site = await openTestSite(await open());
  }, 480_000);
  afterAll(() => site.close());

  it("serves a page of the code in each locale, with the locale's tag on the document and its prefix as the basename", async () => {
    for (const [path, tag, basename] of [
      ["/contact-us", "en-US", "/"],
      ["/fr-ca/contact-us", "fr-CA", "/fr-ca"],
      ["/en-ca/contact-us", "en-CA", "/en-ca"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${tag}"`);
      expect(html, path).toContain(`"basename":"${basename}"`);
    }
  });

  it("answers the client's data requests under a prefix", async () => {
    const response = await get("/fr-ca/contact-us.data");
    expect(response.status).toBe(200);
  });

  it("serves a page of the code with the site's chrome in the page's language", async () => {
    for (const [path, tag, words] of [
      [
        "/fr-ca/contact-us",
        "fr-CA",
        ["Passer au contenu", "Demander une soumission", "Rechercher dans le site", "Plan du site", "Tout accepter"],
      ],
      ["/en-ca/contact-us", "en-CA", ["Skip to content", "Request a Quote", "Search the site", "Site Map", "Accept All"]],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${tag}"`);
      for (const text of words) expect(html, path).toContain(text);
    }
  });

  it("gives each locale's home one address, as every page has (`/fr-ca/` is `/fr-ca`)", async () => {
    for (const path of ["/fr-ca/", "/en-ca/"]) {
      const response = await get(path);
      expect([response.status, response.headers.get("location")], path).toEqual([301, path.slice(0, -1)]);
    }
  });

  it("links the page in every locale from the language switcher, each named in its language, the current one marked, the query kept", async () => {
    const html = await (await get("/fr-ca/contact-us?from=mail")).text();
    const links = [...html.matchAll(/<a href="([^"]*)" hrefLang="([^"]*)" lang="([^"]*)"( aria-current="true")?[^>]*>([^<]*)<\/a>/g)].map(
      ([, href, hreflang, lang, current, name]) => ({ href, hreflang, lang, current: current !== undefined, name }),
    );
    const expected = [
      { href: "/contact-us?from=mail", hreflang: "en-US", lang: "en-US", current: false, name: "English (US)" },
      { href: "/en-ca/contact-us?from=mail", hreflang: "en-CA", lang: "en-CA", current: false, name: "English (Canada)" },
      { href: "/fr-ca/contact-us?from=mail", hreflang: "fr-CA", lang: "fr-CA", current: true, name: "Français (Canada)" },
    ];
    // The header's menu, the mobile menu and the footer.
    expect(links).toEqual([...expected, ...expected, ...expected]);
  });

  it("answers 404, never 500, for a prefix the site does not serve and for the admin under a prefix", async () => {
    for (const path of ["/xx-yy", "/FR-CA", "/fr-ca/admin"]) expect((await get(path)).status, path).toBe(404);
    for (const path of ["/xx-yy/", "/FR-CA/"]) expect((await get(path)).headers.get("location"), path).toBe(path.slice(0, -1));
    for (const path of ["/xx-yy/contact-us", "/FR-CA/contact-us", "/fr-ca/admin", "/fr-ca/admin/content", "/fr-ca%00/contact-us"]) {
      const response = await get(path);
      expect([400, 404], path).toContain(response.status);
    }
  });
});
