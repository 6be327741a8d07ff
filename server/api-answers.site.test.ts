import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../app/features/documents/index.server";
import { galleryItems } from "../app/features/gallery/index.server";
import { siteTestDatabases } from "../tests/support/database";
import { openTestSite, type TestSite } from "../tests/support/site";

const SITE = "http://localhost:3000";
const staff = { id: "u-staff", name: "Staff Member" };
const INSTALLATION = "Aluminum Folding Door Installation Instructions";

// The JSON API's answers kept by their normalised query and dropped by the render tags of what
// they showed (docs/decisions/0053).
describe.each(siteTestDatabases())("the API's answers from memory on $name", ({ open }) => {
  let site: TestSite;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    site.app.request(`${SITE}${path}`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { Origin: SITE, "Content-Type": "application/json", ...headers },
    });
  /** Where the answer came from, and its text. */
  const ask = async (path: string, body: unknown, headers?: Record<string, string>) => {
    const answer = await post(path, body, headers);
    expect(answer.status, path).toBe(200);
    return { state: answer.headers.get("x-answer-cache"), text: await answer.text() };
  };
  const stateOf = async (path: string, body: unknown) => (await ask(path, body)).state;

  beforeAll(async () => {
    site = await openTestSite(await open());
  }, 480_000);
  afterAll(() => site?.close());

  it("answers the same query in another key order, with spaces and with its tags reordered from memory, with the same body and type", async () => {
    const body = {
      filterConfiguration: { tags: ["Product Type/Folding", "Material Type/Aluminum"], term: "installation", filetype: "PDF", page: 0 },
      size: 20,
    };
    const first = await post("/ES/documents/search", body);
    expect(first.headers.get("x-answer-cache")).toBe("miss");
    const firstText = await first.text();
    const again = await post(
      "/ES/documents/search",
      `{ "size": 20, "filterConfiguration": { "page": 0, "filetype": " PDF ", "term": "  installation ",
         "tags": ["Material Type/Aluminum", " Product Type/Folding", "Material Type/Aluminum"] } }`,
    );
    expect(again.headers.get("x-answer-cache")).toBe("hit");
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(await again.text()).toBe(firstText);
    expect(JSON.parse(firstText)).toMatchObject({ data: { hits: { hits: [{ _source: { title: INSTALLATION } }] } } });

    // The site search's Locale header is part of its query.
    expect(await stateOf("/api/v1/cms/search", { q: "folding" })).toBe("miss");
    expect((await ask("/api/v1/cms/search", { q: " folding  ", from: 0 })).state).toBe("hit");
    expect((await ask("/api/v1/cms/search", { q: "folding" }, { Locale: "fr-CA" })).state).toBe("miss");
    expect(await stateOf("/ES/gallery/images", { cat: "Residential" })).toBe("miss");
    expect(await stateOf("/ES/gallery/images", { from: 0, cat: " Residential", size: 1000 })).toBe("hit");
  });

  it("drops, when a document is changed, withdrawn or retagged through the library, the answers that could show it and keeps the others", async () => {
    const [row] = await site.db.select({ id: documents.id }).from(documents).where(eq(documents.title, INSTALLATION));
    const document = (await site.services.documentLibrary.document(row!.id))!;
    expect(document.tags).toEqual(expect.arrayContaining(["Product Type/Folding", "Material Type/Aluminum"]));
    expect(document.tags).not.toContain("Product Type/Screens");
    expect(document.tags).not.toContain("Screen Type/Pleated");
    const showing = {
      filterConfiguration: { tags: ["Product Type/Folding", "Material Type/Aluminum"], term: "installation", filetype: "PDF" },
    };
    const screens = { filterConfiguration: { tags: ["Product Type/Screens", "Screen Type/Pleated"] } };
    const everything = { filterConfiguration: { term: "installation" } };
    const foldingGroup = { title: "Folding", tags: ["Product Type/Folding"] };
    const screensGroup = { title: "Screens", tags: ["Product Type/Screens"] };
    const warm = async () => {
      for (const [path, body] of [
        ["/ES/documents/search", showing],
        ["/ES/documents/search", screens],
        ["/ES/documents/search", everything],
        ["/ES/documents/group", foldingGroup],
        ["/ES/documents/group", screensGroup],
      ] as const) {
        await post(path, body);
        expect(await stateOf(path, body), path).toBe("hit");
      }
    };

    await warm();
    const renamed = `${INSTALLATION}, revised`;
    const saved = await site.services.documentLibrary.saveDetails(document.id, { ...document, title: renamed }, staff);
    expect(saved.ok).toBe(true);
    const shown = await ask("/ES/documents/search", showing);
    expect(shown.state).toBe("miss");
    expect(shown.text).toContain(renamed);
    expect(await stateOf("/ES/documents/search", everything)).toBe("miss");
    expect(await stateOf("/ES/documents/group", foldingGroup)).toBe("miss");
    expect(await stateOf("/ES/documents/search", screens)).toBe("hit");
    expect(await stateOf("/ES/documents/group", screensGroup)).toBe("hit");

    await warm();
    expect((await site.services.documentLibrary.setListed(document.id, false, staff)).ok).toBe(true);
    const withdrawn = await ask("/ES/documents/search", showing);
    expect(withdrawn.state).toBe("miss");
    expect(withdrawn.text).not.toContain(renamed);
    expect(await stateOf("/ES/documents/search", screens)).toBe("hit");

    await warm();
    const retagged = { ...document, title: renamed, tags: ["Product Type/Screens", "Screen Type/Pleated"] };
    expect((await site.services.documentLibrary.saveDetails(document.id, retagged, staff, true)).ok).toBe(true);
    const nowScreens = await ask("/ES/documents/search", screens);
    expect(nowScreens.state).toBe("miss");
    expect(nowScreens.text).toContain(renamed);
    const group = await ask("/ES/documents/group", screensGroup);
    expect(group.state).toBe("miss");
    expect(group.text).toContain(renamed);
  });

  it("drops the gallery's answers of the medium an item of which staff removed", async () => {
    const [image] = await site.db.select({ id: galleryItems.id }).from(galleryItems).where(eq(galleryItems.medium, "images")).limit(1);
    for (const path of ["/ES/gallery/images", "/ES/gallery/videos"]) {
      await post(path, {});
      expect(await stateOf(path, {})).toBe("hit");
    }
    const before = JSON.parse((await ask("/ES/gallery/images", {})).text) as { hits: { total: number } };
    expect(await site.services.staffGallery.remove(image!.id, staff)).not.toBeNull();
    const after = await ask("/ES/gallery/images", {});
    expect(after.state).toBe("miss");
    expect((JSON.parse(after.text) as { hits: { total: number } }).hits.total).toBe(before.hits.total - 1);
    expect(await stateOf("/ES/gallery/videos", {})).toBe("hit");
  });

  it("drops the site search's answers when content is published", async () => {
    const query = { q: "lacantina" };
    await post("/api/v1/cms/search", query);
    expect(await stateOf("/api/v1/cms/search", query)).toBe("hit");
    const { content } = site.services;
    const page = (await content.pageByPath("/about/why-lacantina"))!;
    const entity = (await content.editing.entityForEditor(page.id))!;
    const title = "Why LaCantina, in one word: light";
    const draft = await content.editing.saveDraft(
      entity.id,
      {
        title,
        metadata: entity.metadata,
        tags: entity.tags,
        publicationDate: entity.publicationDate ? new Date(entity.publicationDate) : null,
      },
      null,
      entity.revision,
      staff,
    );
    if (!draft.ok) throw new Error(draft.reason);
    expect((await content.editing.publish(entity.id, draft.revision, staff)).ok).toBe(true);
    const after = await ask("/api/v1/cms/search", query);
    expect(after.state).toBe("miss");
    expect(after.text).toContain(title);
  });

  it("answers hostile bodies 400 and keeps none of them", async () => {
    const held = site.answerCache!.size().entries;
    for (const [path, body] of [
      ["/ES/documents/search", "{"],
      ["/ES/documents/search", { filterConfiguration: { tags: "Folding" } }],
      ["/ES/documents/group", { tags: ["x".repeat(500)] }],
      ["/ES/gallery/images", { size: 1e9 }],
      ["/api/v1/cms/search", { q: "a\u0000b" }],
      ["/api/v1/cms/search", { size: "16" }],
    ] as const) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await post(path, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.headers.get("x-answer-cache")).toBeNull();
      }
    }
    expect(site.answerCache!.size().entries).toBe(held);
  });
});
