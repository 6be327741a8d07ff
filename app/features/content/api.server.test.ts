import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "~/platform/app-env";
import { parseConfig } from "../../../server/config";
import type { Database } from "../../../server/storage/db";
import { contentFixtures } from "../../../tests/support/content-fixtures";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { contentApi } from "./api.server";
import { previewCookie } from "./preview-access.server";
import { createContentService } from "./service.server";
import { createAuditLog } from "../audit/index.server";
import { loadLocaleRegistry } from "~/i18n/locales.server";

const SECRET = "editor-preview-secret-for-tests";
const locales = loadLocaleRegistry("en-US");
type Json = Record<string, unknown>;

describe.each(testDatabases())("content API /api/v1/cms on $name", ({ open }) => {
  let database: Database;
  let app: Hono<AppEnv>;

  const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost/api/v1/cms${path}`, { headers });
  const post = (path: string, body: string) =>
    app.request(`http://localhost/api/v1/cms${path}`, { method: "POST", body, headers: { "content-type": "application/json" } });
  const json = async (response: Response) => (await response.json()) as Json;

  beforeAll(async () => {
    database = await open();
    const content = createContentService(database.db, "en-US", { audit: createAuditLog(database.db) });
    await content.saveEntities(contentFixtures, silentLogger);
    await content.saveEntities(
      [
        { type: "landing_page", path: "/about", published: { title: "À propos", metadata: {}, elements: [] } },
        {
          type: "landing_page",
          path: "/soutien",
          translationOf: "/support",
          published: {
            title: "Soutien",
            metadata: {},
            elements: [{ id: "intro", render_name: "copy", value: { copy_text: "<p>Bonjour</p>" } }],
          },
        },
      ],
      silentLogger,
      "fr-CA",
    );
    app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set("log", silentLogger);
      return next();
    });
    app.route("/api/v1/cms", contentApi({ content, config: parseConfig({ PREVIEW_SECRET: SECRET }), locales }));
  });
  afterAll(() => database.close());

  describe("GET entities/path{encoded path}", () => {
    it("answers the published entity with its elements and flattened metadata, encoded or not", async () => {
      for (const path of ["/entities/path%2Fabout", "/entities/path/about", "/entities/path%2Fabout%2F"]) {
        const response = await get(path);
        expect(response.status).toBe(200);
        const entity = await json(response);
        expect(entity).toMatchObject({ type: "landing_page", path: "/about", title: "About", locale: "en-US", tags: [] });
        expect(entity.elements).toEqual([{ id: "about-published", render_name: "copy", value: { copy_text: "<p>about-published</p>" } }]);
        expect(entity).not.toHaveProperty("metadata");
      }
    });

    it("never answers a draft and 404s a draft-only page, with a JSON body", async () => {
      const response = await get("/entities/path%2Fabout%2Fsecret-plans");
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({ error: "not_found" });
    });

    it("chooses the locale by the Locale header and refuses with 400 a malformed one or one the site does not serve", async () => {
      expect(await json(await get("/entities/path%2Fabout", { Locale: "fr-CA" }))).toMatchObject({ title: "À propos", locale: "fr-CA" });
      for (const header of ["french", "es-US", "fr-ca", "../", "", "x".repeat(10_000)]) {
        const bad = await get("/entities/path%2Fabout", { Locale: header });
        expect(bad.status, header.slice(0, 20)).toBe(400);
        expect(await json(bad)).toMatchObject({ error: "bad_request", message: "The Locale header names no locale this site serves." });
      }
    });

    it("answers a translation completed from its source, at its own path and at the source's, and an untranslated page from the source", async () => {
      for (const path of ["/entities/path%2Fsoutien", "/entities/path%2Fsupport"]) {
        const translation = await json(await get(path, { Locale: "fr-CA" }));
        expect(translation).toMatchObject({ title: "Soutien", path: "/soutien", locale: "fr-CA" });
        expect(translation.elements).toEqual([
          { id: "intro", render_name: "copy", value: { copy_text: "<p>Bonjour</p>" } },
          { id: "support", render_name: "copy", value: { copy_text: "<p>support</p>" }, lang: "en-US" },
        ]);
      }
      const untranslated = await json(await get("/entities/path%2Fblog%2Fpost-1", { Locale: "en-CA" }));
      expect(untranslated).toMatchObject({ title: "Post 1", locale: "en-US" });
      expect((untranslated.elements as { lang?: string }[]).every((block) => block.lang === "en-US")).toBe(true);
    });

    it("refuses a path that is not a content path with 400", async () => {
      expect((await get(`/entities/path%2F${"a".repeat(600)}`)).status).toBe(400);
      expect((await get("/entities/path%2Fa%2F%2Fb")).status).toBe(400);
    });
  });

  describe("GET entities/preview{encoded path}", () => {
    it("is 404 without the preview secret, whether or not there is a draft", async () => {
      for (const path of ["/entities/preview%2Fabout", "/entities/preview%2Fabout%2Fsecret-plans", "/entities/preview%2Fnowhere"]) {
        const response = await get(path);
        expect(response.status).toBe(404);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
      }
      expect((await get("/entities/preview%2Fabout", { "X-Preview-Secret": "wrong" })).status).toBe(404);
    });

    it("answers the draft with the secret header or the preview cookie, never to be cached or indexed", async () => {
      const byHeader = await get("/entities/preview%2Fabout", { "X-Preview-Secret": SECRET });
      expect(byHeader.status).toBe(200);
      expect(await json(byHeader)).toMatchObject({ title: "About draft" });
      expect(byHeader.headers.get("cache-control")).toBe("private, no-store");
      expect(byHeader.headers.get("x-robots-tag")).toBe("noindex, nofollow");

      const cookie = previewCookie(SECRET).split(";")[0] ?? "";
      const byCookie = await get("/entities/preview/about/secret-plans", { cookie });
      expect(await json(byCookie)).toMatchObject({ title: "Secret plans", path: "/about/secret-plans" });
      expect((await get("/entities/preview%2Fsupport", { cookie })).status).toBe(200);
      expect((await get("/entities/preview%2Fnowhere", { cookie })).status).toBe(404);
    });

    it("is 404 for everyone while no preview secret is configured", async () => {
      const unconfigured = new Hono<AppEnv>();
      unconfigured.route(
        "/api/v1/cms",
        contentApi({
          content: createContentService(database.db, "en-US", { audit: createAuditLog(database.db) }),
          config: parseConfig({}),
          locales,
        }),
      );
      const response = await unconfigured.request("http://localhost/api/v1/cms/entities/preview%2Fabout", {
        headers: { "X-Preview-Secret": SECRET },
      });
      expect(response.status).toBe(404);
    });
  });

  describe("GET entities/{id}", () => {
    it("answers a published entity and 404s an unknown or draft-only id", async () => {
      const about = await json(await get("/entities/path%2Fabout"));
      const response = await get(`/entities/${String(about.id)}`);
      expect(await json(response)).toMatchObject({ path: "/about", title: "About" });
      expect((await get("/entities/999999")).status).toBe(404);
      expect((await get("/entities/99999999999999")).status).toBe(400);
    });
  });

  describe("GET entities/slug/{slug}", () => {
    it("answers the entity, or an empty object with 200 when there is none", async () => {
      expect(await json(await get("/entities/slug/support"))).toMatchObject({ path: "/support", slug: "support" });
      const missing = await get("/entities/slug/no-such-slug");
      expect(missing.status).toBe(200);
      expect(await json(missing)).toEqual({});
    });

    it("refuses an over-long slug with 400", async () => {
      expect((await get(`/entities/slug/${"s".repeat(201)}`)).status).toBe(400);
    });
  });

  describe("POST entities/components", () => {
    it("answers the elements of each named component, keyed by name, each carrying its slug", async () => {
      const response = await post("/entities/components", JSON.stringify({ components: ["notification_bar", "missing"] }));
      expect(await json(response)).toEqual({
        notification_bar: [{ id: "bar", render_name: "notification_bar", value: { is_active: true }, slug: "notification_bar" }],
      });
    });

    it("answers an empty object when none is found", async () => {
      expect(await json(await post("/entities/components", JSON.stringify({ components: ["missing"] })))).toEqual({});
    });

    it("refuses a malformed body with 400 and a JSON error", async () => {
      for (const body of [
        "{not json",
        "{}",
        JSON.stringify({ components: "notification_bar" }),
        JSON.stringify({ components: [] }),
        JSON.stringify({ components: [1] }),
      ]) {
        const response = await post("/entities/components", body);
        expect(response.status, body).toBe(400);
        expect(await json(response)).toMatchObject({ error: "bad_request" });
      }
    });
  });

  describe("GET entities?type=&withElements=&tag=&limit=&sortByElementDesc=&page=", () => {
    it("answers data and total, newest first, with only the asked elements; page is 1-based", async () => {
      const first = await json(
        await get("/entities?type=blog_page&withElements=blog_detail&sortByElementDesc=publication_date&limit=2&page=1"),
      );
      expect(first.total).toBe(3);
      const posts = first.data as Json[];
      expect(posts.map((post) => post.path)).toEqual(["/blog/post-2", "/blog/post-1"]);
      expect(posts[0]?.elements).toEqual([
        { id: "detail-2024-03-01", render_name: "blog_detail", value: { publication_date: "2024-03-01" } },
      ]);
      expect(posts[0]?.publicationDate).toBe("2024-03-01T00:00:00.000Z");

      const second = await json(await get("/entities?type=blog_page&sortByElementDesc=publication_date&limit=2&page=2"));
      expect((second.data as Json[]).map((post) => post.path)).toEqual(["/blog/post-3"]);
    });

    it("filters by tag", async () => {
      const tagged = await json(await get("/entities?type=blog_page&tag=news"));
      expect(tagged).toMatchObject({ total: 1, data: [{ path: "/blog/post-2" }] });
    });

    it("refuses bad query values with 400", async () => {
      for (const query of [
        "limit=0",
        "limit=101",
        "limit=ten",
        "page=0",
        "page=-1",
        "type=Blog%20Page",
        "sortByElementDesc=title",
        `tag=${"t".repeat(101)}`,
      ]) {
        const response = await get(`/entities?${query}`);
        expect(response.status, query).toBe(400);
        expect(await json(response)).toMatchObject({ error: "bad_request" });
      }
    });
  });

  it("answers 404 JSON for an unknown entities address", async () => {
    const response = await get("/entities/unknown/thing");
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ error: "not_found" });
  });
});
