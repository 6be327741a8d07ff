import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { version } from "../../../tests/support/content-fixtures";
import { type OverviewFilter, overviewHref } from "./overview";
import { overviewQueryFrom } from "./overview.server";
import { type ContentService, createContentService } from "./service.server";
import { createAuditLog } from "../audit/index.server";

const all: OverviewFilter & { page: number } = { q: "", type: "", status: "", page: 1 };

describe("the list's filter from its address", () => {
  it("reads the filter and falls back to everything for what it cannot read", () => {
    expect(overviewQueryFrom(new URLSearchParams("q=+doors+&type=blog&status=changed&page=3"))).toEqual({
      q: "doors",
      type: "blog",
      status: "changed",
      page: 3,
    });
    expect(overviewQueryFrom(new URLSearchParams("type=Blog;drop&status=gone&page=-4"))).toEqual(all);
    expect(overviewQueryFrom(new URLSearchParams(`q=${"x".repeat(300)}`))).toEqual(all);
  });

  it("writes the address of a page back, leaving out what is not set", () => {
    expect(overviewHref({ q: "", type: "", status: "" }, 1)).toBe("/admin/content");
    expect(overviewHref({ q: "sill & frame", type: "blog", status: "" }, 2)).toBe("/admin/content?q=sill+%26+frame&type=blog&page=2");
  });
});

describe.each(testDatabases())("the editors' list of every entity on $name", ({ open }) => {
  let database: Database;
  let content: ContentService;

  beforeAll(async () => {
    database = await open();
    content = createContentService(database.db, "en-US", { audit: createAuditLog(database.db) });
    await content.saveEntities(
      [
        { type: "landing_page", path: "/doors", published: version("Doors") },
        { type: "landing_page", path: "/windows", published: version("Windows"), draft: version("Windows, new") },
        { type: "landing_page", path: "/same", published: version("Same"), draft: version("Same") },
        { type: "blog", path: "/blog/sills", draft: version("100% weatherproof_sills") },
        { type: "component", path: "/components/footer", slug: "footer", published: version("Footer") },
        { type: "blog", path: "/fr/blog", published: version("Fenêtres") },
      ],
      silentLogger,
    );
  });
  afterAll(() => database.close());

  it("lists drafts and components too, with the status each one has", async () => {
    const overview = await content.overview(all);
    const statusOf = Object.fromEntries(overview.rows.map((row) => [row.path, row.status]));
    expect(statusOf).toMatchObject({
      "/doors": "published",
      "/windows": "changed",
      "/same": "published",
      "/blog/sills": "draft",
      "/components/footer": "published",
    });
    expect(overview.rows.find((row) => row.path === "/windows")?.title).toBe("Windows, new");
    expect(overview.rows.every((row) => row.updatedBy === null)).toBe(true);
    expect(overview.types).toEqual(["blog", "component", "landing_page"]);
  });

  it("filters by type, status and text in the title or path, taking % and _ literally", async () => {
    const paths = async (filter: Partial<typeof all>) => (await content.overview({ ...all, ...filter })).rows.map((row) => row.path).sort();
    expect(await paths({ type: "blog" })).toEqual(["/blog/sills", "/fr/blog"]);
    expect(await paths({ status: "changed" })).toEqual(["/windows"]);
    expect(await paths({ status: "draft", type: "landing_page" })).toEqual([]);
    expect(await paths({ q: "WINDOWS" })).toEqual(["/windows"]);
    expect(await paths({ q: "100%" })).toEqual(["/blog/sills"]);
    expect(await paths({ q: "s_l" })).toEqual([]);
    expect(await paths({ q: "components/" })).toEqual(["/components/footer"]);
  });

  it("pages through the list and counts every match", async () => {
    const first = await content.overview(all);
    expect(first.total).toBe(6);
    expect(first.pageSize).toBe(25);
    expect((await content.overview({ ...all, page: 2 })).rows).toEqual([]);
  });

  it("says a page whose draft is scheduled is Scheduled, with the time, rather than changed since publishing", async () => {
    const windows = (await content.overview(all)).rows.find((row) => row.path === "/windows")!;
    const entity = await content.editing.entityForEditor(windows.id);
    const at = new Date("2031-04-05T06:07:00Z");
    expect(await content.editing.schedule(windows.id, at, entity!.revision, { id: "u1", name: "Sam Scheduler" })).toMatchObject({
      ok: true,
    });
    const scheduled = (await content.overview({ ...all, status: "scheduled" })).rows;
    expect(scheduled.map((row) => [row.path, row.status, row.publishAt])).toEqual([["/windows", "scheduled", at.toISOString()]]);
    expect((await content.overview({ ...all, status: "changed" })).rows).toEqual([]);
    expect((await content.editing.entityForEditor(windows.id))?.status).toBe("scheduled");
  });
});
