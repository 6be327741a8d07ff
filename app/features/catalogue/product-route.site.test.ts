import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { catalogueKeys } from "./catalogue.server";

describe.each(siteTestDatabases())("product pages on $name", (database) => {
  let site: TestSite;
  // Loading the site through Vite compiles the whole server graph: slow on a busy machine.
  beforeAll(async () => {
    site = await openTestSite(await database.open());
  }, 180_000);
  afterAll(() => site.close());

  it("answers 200 with the complete page for every catalogue key", async () => {
    for (const key of catalogueKeys) {
      const response = await site.app.request(`/products/${key}`);
      expect(response.status, key).toBe(200);
      const html = await response.text();
      expect(html, key).toContain('id="technical"');
      expect(html, key).toContain('"@type":"Product"');
    }
  });

  it("answers 404 with the not-found page for an unknown key", async () => {
    for (const path of ["/products/folding-doors/granite", "/products/windows/porthole", "/products/a/b/c"]) {
      const response = await site.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("sends the one entry, not the catalogue, with the page", async () => {
    const html = await (await site.app.request("/products/folding-doors/vinyl")).text();
    expect(html).toContain("Vinyl");
    expect(html).not.toContain("Vertical Grain Douglas Fir");
  });
});
