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

  it("answers 404, never 500, for a prefix the site does not serve and for the admin under a prefix", async () => {
    for (const path of ["/xx-yy/contact-us", "/FR-CA/contact-us", "/fr-ca/admin", "/fr-ca/admin/content", "/fr-ca%00/contact-us"]) {
      const response = await get(path);
      expect([400, 404], path).toContain(response.status);
    }
  });
});
