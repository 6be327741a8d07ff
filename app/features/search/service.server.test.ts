import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { type ContentService, createContentService } from "../content/index.server";
import type { EntityInput } from "../content";
import { type SearchService, createSearchService } from "./service.server";
import { createAuditLog } from "../audit/index.server";
import { eq, inArray } from "drizzle-orm";
import { searchDocuments } from "./tables.server";

const copy = (id: string, text: string) => ({ id, render_name: "copy", value: { copy_text: `<p>${text}</p>` } });

function page(path: string, title: string, body: string, extra: Partial<EntityInput> = {}): EntityInput {
  return { type: "landing_page", path, published: { title, metadata: {}, elements: [copy(`${path}-copy`, body)] }, ...extra };
}

const fixtures: EntityInput[] = [
  page(
    "/learn/shade",
    "Shade and Comfort",
    "A pergola over the terrace shades the glass. Pergola, pergola, pergola: the word many times in the body.",
  ),
  page("/blog/pergola-ideas", "Pergola Ideas", "Ideas for the garden.", { type: "blog", publicationDate: "2025-03-01", tags: ["Design"] }),
  page("/blog/older", "Older post about glass", "Glass and light.", { type: "blog", publicationDate: "2024-01-01", tags: ["Glass"] }),
  page("/support/escaping", "Escaping", "Costs 5 < 6 & nothing more for the marquee <b>sample</b> of marquee."),
  {
    type: "landing_page",
    path: "/about/secret",
    draft: { title: "Secret draft", metadata: {}, elements: [copy("secret", "zeppelinword only in a draft")] },
  },
  {
    type: "landing_page",
    path: "/about/edited",
    published: { title: "Edited page", metadata: {}, elements: [copy("edited", "published words")] },
    draft: { title: "Edited page draft", metadata: {}, elements: [copy("edited-draft", "unreleasedterm in the draft")] },
  },
  {
    type: "landing_page",
    path: "/hidden",
    published: { title: "Hidden aardvark", metadata: { metaNoIndex: true }, elements: [copy("hidden", "aardvark")] },
  },
];

describe.each(testDatabases())("search service on $name", ({ open }) => {
  let database: Database;
  let content: ContentService;
  let search: SearchService;

  beforeAll(async () => {
    database = await open();
    search = createSearchService(database.db, "en-US");
    content = createContentService(database.db, "en-US", {
      changes: { publish: async () => void (await search.syncContent()) },
      audit: createAuditLog(database.db),
    });
    await content.saveEntities(fixtures, silentLogger);
    await search.indexCatalogue();
  });
  afterAll(() => database.close());

  const find = (q: string, extra: { type?: string; tag?: string; from?: number; size?: number } = {}) =>
    search.search({ q, size: 16, from: 0, ...extra });

  it("ranks title matches first", async () => {
    const result = await find("pergola");
    expect(result.hits.map((hit) => hit.paths[0])).toEqual(["/blog/pergola-ideas", "/learn/shade"]);
    expect(result.total).toBe(2);
  });

  it("highlights matched words in a snippet that is safe HTML with <mark> only", async () => {
    const [hit] = (await find("marquee")).hits;
    expect(hit?.snippet).toContain("<mark>marquee</mark>");
    expect(hit?.snippet).toContain("5 &lt; 6 &amp; nothing");
    expect(hit?.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });

  it("gives the shape of a search hit: id, paths, title and image", async () => {
    const [hit] = (await find("pergola ideas")).hits;
    expect(hit).toMatchObject({ type: "blog", paths: ["/blog/pergola-ideas"], content: { title: "Pergola Ideas" } });
    expect(typeof hit?.id).toBe("number");
  });

  it("never finds drafts, and finds the published words of an edited page", async () => {
    expect((await find("zeppelinword")).total).toBe(0);
    expect((await find("unreleasedterm")).total).toBe(0);
    expect((await find("published words")).hits.map((hit) => hit.paths[0])).toEqual(["/about/edited"]);
  });

  it("stores each field of a document as the sync read it: tags, date, image and text", async () => {
    const [row] = await database.db.select().from(searchDocuments).where(eq(searchDocuments.path, "/blog/pergola-ideas"));
    expect(row).toMatchObject({
      type: "blog",
      locale: "en-US",
      title: "Pergola Ideas",
      body: expect.stringContaining("Ideas for the garden."),
      tags: ["Design"],
      publicationDate: new Date("2025-03-01T00:00:00Z"),
    });
    expect(row?.entityId).toEqual(expect.any(Number));
    const [product] = await database.db.select().from(searchDocuments).where(eq(searchDocuments.type, "product")).limit(1);
    expect(product?.image).toMatchObject({ image_url: expect.stringMatching(/^\//), width: 1920, height: 1080 });
  });

  it("indexes a long page whose text is cut in the middle of an emoji, keeping whole characters", async () => {
    // One of the two cuts at 100,000 UTF-16 units falls between the halves of an emoji.
    const emoji = "\u{1F600}".repeat(60_000);
    await content.saveEntities(
      [page("/learn/long-odd", "Long odd", `a${emoji}`), page("/learn/long-even", "Long even", `aa${emoji}`)],
      silentLogger,
    );
    const rows = await database.db
      .select({ body: searchDocuments.body })
      .from(searchDocuments)
      .where(inArray(searchDocuments.path, ["/learn/long-odd", "/learn/long-even"]));
    expect(rows).toHaveLength(2);
    for (const { body } of rows) {
      expect(body.length).toBeGreaterThanOrEqual(99_999);
      expect(body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });

  it("leaves out pages marked noindex", async () => {
    expect((await find("aardvark")).total).toBe(0);
  });

  it("follows content writes: a withdrawn page is no longer found, a new one is", async () => {
    await content.saveEntities([page("/learn/new", "Brand new xylophone page", "xylophone")], silentLogger);
    expect((await find("xylophone")).total).toBe(1);
    await content.saveEntities(
      [{ type: "landing_page", path: "/learn/new", draft: { title: "Back to draft", metadata: {}, elements: [copy("x", "xylophone")] } }],
      silentLogger,
    );
    expect((await find("xylophone")).total).toBe(0);
  });

  it("re-indexes only what changed", async () => {
    expect(await search.syncContent()).toEqual({ indexed: 0, removed: 0 });
    await content.saveEntities([page("/support/escaping", "Escaping renamed quokka", "Costs nothing.")], silentLogger);
    expect((await find("quokka")).hits.map((hit) => hit.paths[0])).toEqual(["/support/escaping"]);
    expect((await find("marquee")).total).toBe(0);
  });

  it("filters by type and tag; an empty term lists them newest first", async () => {
    expect((await find("", { type: "blog" })).hits.map((hit) => hit.paths[0])).toEqual(["/blog/pergola-ideas", "/blog/older"]);
    expect((await find("", { type: "blog", tag: "Glass" })).hits.map((hit) => hit.paths[0])).toEqual(["/blog/older"]);
    expect((await find("pergola", { type: "blog" })).total).toBe(1);
  });

  it("pages with from and size, keeping the total", async () => {
    const all = await find("", { type: "blog", size: 1 });
    const second = await find("", { type: "blog", size: 1, from: 1 });
    const past = await find("", { type: "blog", size: 1, from: 5 });
    expect([all.total, second.total, past.total]).toEqual([2, 2, 2]);
    expect(second.hits.map((hit) => hit.paths[0])).toEqual(["/blog/older"]);
    expect(past.hits).toEqual([]);
  });

  it("finds catalogue products indexed at import", async () => {
    const result = await find("pleated screen");
    expect(result.hits[0]).toMatchObject({ type: "product", paths: ["/products/screens/pleated"] });
    expect(result.hits[0]?.content.image?.image_url).toMatch(/^\/media\//);
  });

  it.each(["'", "!!!", "((", "a & | b", "pergola:*", "' OR 1=1 --", "<script>alert(1)</script>", '"unclosed', "-", "x".repeat(200)])(
    "answers hostile or odd syntax %j without an error",
    async (q) => {
      const result = await find(q);
      expect(result.total).toBeGreaterThanOrEqual(0);
    },
  );

  it("finds nothing for punctuation only", async () => {
    expect(await find("?!.,;")).toEqual({ total: 0, hits: [] });
  });
});
