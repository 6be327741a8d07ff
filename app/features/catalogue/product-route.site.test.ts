import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { demoDocuments } from "../../../content/documents/catalogue";
import { parseDocumentQuery } from "../documents/query-state";
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

  it("links every product to its own documents: all of them, and no other product's", async () => {
    const demo = demoDocuments();
    for (const key of catalogueKeys) {
      const html = await (await site.app.request(`/products/${key}`)).text();
      const link = /<a[^>]*href="(\/support\/technical-documents\?[^"]+)"[^>]*>([^<]+) documents<\/a>/.exec(html);
      expect(link, key).not.toBeNull();
      const [, href, product] = link!;
      const query = parseDocumentQuery(new URL(href!.replaceAll("&amp;", "&"), "http://site").searchParams);
      const found = await site.services.documents.search({ ...query, from: 0, size: 100 });
      const titles = found.hits.hits.map((hit) => hit._source.title);
      expect(
        titles.filter((title) => !title.startsWith(`${product} `)),
        `${key}: ${href}`,
      ).toEqual([]);
      expect(found.hits.total, `${key}: ${href}`).toBe(demo.filter((doc) => doc.title.startsWith(`${product} `)).length);
      expect(found.hits.total, key).toBeGreaterThan(0);
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
