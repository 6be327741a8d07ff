import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { contentFixtures, version } from "../../../tests/support/content-fixtures";
import { type ContentService, createContentService } from "./service.server";
import { createAuditLog } from "../audit/index.server";

describe.each(testDatabases())("content service on $name", ({ open }) => {
  let database: Database;
  let content: ContentService;
  const onChange = vi.fn();

  beforeAll(async () => {
    database = await open();
    content = createContentService(database.db, "en-US", { changes: { publish: onChange }, audit: createAuditLog(database.db) });
    await content.saveEntities(contentFixtures, silentLogger);
  });
  afterAll(() => database.close());

  describe("by path", () => {
    it("serves the published version, never the draft", async () => {
      const about = await content.pageByPath("/about");
      expect(about?.title).toBe("About");
      expect(JSON.stringify(about)).not.toContain("about-draft");
    });

    it("has no page for a draft-only entity, a component or another locale", async () => {
      expect(await content.pageByPath("/about/secret-plans")).toBeNull();
      expect(await content.pageByPath("/components/notification_bar")).toBeNull();
      expect(await content.pageByPath("/about", "fr-FR")).toBeNull();
    });

    it("previews the draft, or the published version when there is no draft", async () => {
      expect((await content.previewByPath("/about"))?.title).toBe("About draft");
      expect((await content.previewByPath("/about/secret-plans"))?.elements[0]?.id).toBe("secret");
      expect((await content.previewByPath("/support"))?.title).toBe("Support");
      expect(await content.previewByPath("/nowhere")).toBeNull();
    });
  });

  describe("the pages that carry a text, such as a media file's address", () => {
    it("finds it in published versions and in drafts, and says which", async () => {
      expect(await content.pathsUsing("<p>about-")).toEqual([
        { id: expect.any(Number), path: "/about", title: "About draft", inPublished: true, inDraft: true },
      ]);
      expect(await content.pathsUsing("about-draft")).toEqual([
        expect.objectContaining({ path: "/about", inPublished: false, inDraft: true }),
      ]);
      expect((await content.pathsUsing("<p>secret</p>")).map((use) => use.path)).toEqual(["/about/secret-plans"]);
    });

    it("takes the text literally: _ and % are no wildcards", async () => {
      expect(await content.pathsUsing("about_draft")).toEqual([]);
      expect(await content.pathsUsing("about%")).toEqual([]);
    });
  });

  it("finds published entities by id and slug only", async () => {
    const support = await content.pageByPath("/support");
    expect((await content.entityById(support!.id))?.path).toBe("/support");
    expect((await content.entityBySlug("support"))?.title).toBe("Support");
    expect(await content.entityBySlug("missing")).toBeNull();
    const draftOnly = await content.previewByPath("/about/secret-plans");
    expect(await content.entityById(draftOnly!.id)).toBeNull();
  });

  it("gives components by name", async () => {
    const found = await content.componentsByName(["notification_bar", "missing"]);
    expect(Object.keys(found)).toEqual(["notification_bar"]);
    expect(found.notification_bar?.[0]?.render_name).toBe("notification_bar");
  });

  describe("listEntities", () => {
    it("lists one type, newest publication first, with only the asked elements and the total", async () => {
      const list = await content.listEntities({
        type: "blog_page",
        withElements: ["blog_detail"],
        sortByElementDesc: "publication_date",
        limit: 2,
        page: 1,
      });
      expect(list.total).toBe(3);
      expect(list.data.map((post) => post.path)).toEqual(["/blog/post-2", "/blog/post-1"]);
      expect(list.data[0]?.elements.map((block) => block.render_name)).toEqual(["blog_detail"]);
    });

    it("pages are 1-based", async () => {
      const second = await content.listEntities({ type: "blog_page", sortByElementDesc: "publication_date", limit: 2, page: 2 });
      expect(second.data.map((post) => post.path)).toEqual(["/blog/post-3"]);
      expect(second.data[0]?.elements).toEqual([]);
      expect(second.total).toBe(3);
    });

    it("filters by tag and never lists drafts or components", async () => {
      const tagged = await content.listEntities({ tag: "news", limit: 10, page: 1 });
      expect(tagged.data.map((post) => post.path)).toEqual(["/blog/post-2"]);
      const all = await content.listEntities({ limit: 100, page: 1 });
      expect(all.data.map((entity) => entity.path)).toEqual(["/about", "/blog/post-1", "/blog/post-2", "/blog/post-3", "/support"]);
    });
  });

  describe("saveEntities", () => {
    it("replaces an entity saved twice and tells the render cache", async () => {
      onChange.mockClear();
      const result = await content.saveEntities(
        [{ type: "landing_page", path: "/support", slug: "support", published: version("Support v2", []) }],
        silentLogger,
      );
      expect(result).toEqual({ saved: 1, rejected: 0, keptEdited: 0 });
      expect((await content.pageByPath("/support"))?.title).toBe("Support v2");
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    it("saves a large import in order: every entity stored, and a path listed twice ends as its later entry", async () => {
      const many = Array.from({ length: 600 }, (_, index) => ({
        type: "landing_page",
        path: `/bulk/page-${index}`,
        published: version(`Bulk ${index}`, []),
      }));
      const twice = { type: "landing_page", path: "/bulk/page-7", published: version("Bulk 7 again", []) };
      const result = await content.saveEntities([...many, twice], silentLogger);
      expect(result).toEqual({ saved: 601, rejected: 0, keptEdited: 0 });
      expect((await content.pageByPath("/bulk/page-599"))?.title).toBe("Bulk 599");
      expect((await content.pageByPath("/bulk/page-7"))?.title).toBe("Bulk 7 again");
    });

    it("rejects and logs invalid entities, and stores the valid ones beside them", async () => {
      const log = { error: vi.fn() };
      const result = await content.saveEntities(
        [
          { type: "landing_page", path: "no-leading-slash", published: version("Bad") },
          { type: "landing_page", path: "/no-version" },
          null,
          { type: "landing_page", path: "/valid", published: version("Valid", []) },
        ],
        log as unknown as typeof silentLogger,
      );
      expect(result).toEqual({ saved: 1, rejected: 3, keptEdited: 0 });
      expect(log.error).toHaveBeenCalledTimes(3);
      expect((await content.pageByPath("/valid"))?.title).toBe("Valid");
    });

    it("sanitises hostile HTML in the published and the draft version", async () => {
      const hostile = '<p>Hi<img src="x.jpg" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>';
      const block = {
        id: "h",
        render_name: "copy",
        value: { copy_text: hostile, nested: { elements: [{ id: "n", render_name: "basic_html", value: hostile }] } },
      };
      await content.saveEntities(
        [{ type: "landing_page", path: "/hostile", published: version("H", [block]), draft: version("H", [block]) }],
        silentLogger,
      );
      for (const page of [await content.pageByPath("/hostile"), await content.previewByPath("/hostile")]) {
        const stored = JSON.stringify(page?.elements);
        expect(stored).not.toMatch(/onerror|<script|javascript:/);
        expect(stored).toContain("<p>Hi");
      }
    });
  });

  describe("in another locale (decision 0055)", () => {
    const copy = (id: string, text: string) => ({ id, render_name: "copy", value: { copy_text: `<p>${text}</p>` } });

    beforeAll(async () => {
      const saved = await content.saveEntities(
        [
          {
            type: "landing_page",
            path: "/a-propos",
            translationOf: "/about",
            published: version("À propos", [copy("about-published", "Bonjour")]),
          },
          { type: "landing_page", path: "/support", translationOf: "/support", draft: version("Soutien", [copy("support", "Aide")]) },
          {
            type: "component",
            path: "/components/notification_bar",
            slug: "notification_bar",
            translationOf: "/components/notification_bar",
            published: version("Barre", []),
          },
          { type: "landing_page", path: "/orphan", translationOf: "/nowhere", published: version("Orpheline", []) },
        ],
        silentLogger,
        "fr-CA",
      );
      expect(saved).toMatchObject({ saved: 3, rejected: 1 });
    });

    it("answers a translation at its own path and names where the page is published", async () => {
      const found = await content.pageInLocale("/a-propos", "fr-CA");
      expect(found).toMatchObject({ kind: "page", page: { title: "À propos", locale: "fr-CA" } });
      expect(found?.kind === "page" && found.page.elements).toEqual([copy("about-published", "Bonjour")]);
      expect(found?.kind === "page" && found.translations).toEqual([
        { locale: "en-US", path: "/about" },
        { locale: "fr-CA", path: "/a-propos" },
      ]);
      expect(await content.pageInLocale("/about", "fr-CA")).toEqual({ kind: "elsewhere", path: "/a-propos" });
    });

    it("answers a page not translated, or translated only in a draft, with the en-US page, every block marked", async () => {
      expect(await content.pageInLocale("/support", "fr-CA")).toMatchObject({ kind: "untranslated", page: { locale: "en-US" } });
      const found = await content.pageInLocale("/blog/post-1", "fr-CA");
      expect(found).toMatchObject({ kind: "untranslated", page: { path: "/blog/post-1", locale: "en-US" } });
      const blocks = found?.kind === "untranslated" ? found.page.elements : [];
      expect(blocks.length).toBeGreaterThan(0);
      expect(blocks.every((block) => block.lang === "en-US")).toBe(true);
      const preview = await content.pageInLocale("/support", "fr-CA", "preview");
      expect(preview).toMatchObject({ kind: "page", page: { title: "Soutien" } });
      expect(await content.pageInLocale("/nowhere", "fr-CA")).toBeNull();
    });

    it("completes a component from its source, and gives one with no translation marked", async () => {
      const french = await content.componentsByName(["notification_bar"], "fr-CA");
      expect(french.notification_bar).toEqual([{ id: "bar", render_name: "notification_bar", value: { is_active: true }, lang: "en-US" }]);
      expect((await content.componentsByName(["notification_bar"], "en-US")).notification_bar?.[0]?.lang).toBeUndefined();
    });
  });
});
