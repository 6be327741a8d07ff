import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { version } from "../../../tests/support/content-fixtures";
import { newPathProblem, DraftDetailsSchema } from "./editing.server";
import { type ContentService, createContentService } from "./service.server";
import { type AuditLog, createAuditLog } from "../audit/index.server";

const edItor = { id: "u-ed", name: "Ed Itor" };
const otherEditor = { id: "u-other", name: "Other Editor" };
const sam = { id: "u-sam", name: "Sam Scheduler" };

const details = (title: string) =>
  DraftDetailsSchema.parse({ title, metadata: { metaDescription: `About ${title}` }, tags: ["doors"], publicationDate: null });

describe("the details an editor may change", () => {
  it("takes a title and search-engine fields, and refuses an empty title or a canonical that is no address", () => {
    const rest = { tags: [], publicationDate: null };
    expect(DraftDetailsSchema.safeParse({ title: "  ", metadata: {}, ...rest }).success).toBe(false);
    expect(DraftDetailsSchema.safeParse({ title: "A", metadata: { canonicalUrl: "javascript:alert(1)" }, ...rest }).success).toBe(false);
    expect(DraftDetailsSchema.safeParse({ title: "A", metadata: {}, tags: ["x".repeat(101)], publicationDate: null }).success).toBe(false);
    expect(DraftDetailsSchema.parse({ title: " Doors ", metadata: { canonicalUrl: "/doors", metaNoIndex: true }, ...rest })).toEqual({
      title: "Doors",
      metadata: { canonicalUrl: "/doors", metaNoIndex: true },
      ...rest,
    });
  });
});

describe("the address of a copy", () => {
  const page = { type: "landing_page", path: "/about/careers" };
  const post = { type: "blog", path: "/blog/sills" };

  it("is a clean path outside the site's own addresses", () => {
    expect(newPathProblem(page, "/about/jobs")).toBeNull();
    expect(newPathProblem(page, "/jobs")).toBeNull();
    expect(newPathProblem(page, "about/jobs")).toMatch(/Give an address/);
    expect(newPathProblem(page, "/about//jobs")).toMatch(/Give an address/);
    expect(newPathProblem(page, "/about/jobs now")).toMatch(/Give an address/);
    for (const reserved of ["/admin", "/admin/x", "/api/v1", "/preview/about", "/media/a.jpg"])
      expect(newPathProblem(page, reserved)).toMatch(/belongs to the site/);
    expect(newPathProblem(page, "/administration")).toBeNull();
  });

  it("keeps an article in its folder, where its route is", () => {
    expect(newPathProblem(post, "/blog/sills-2")).toBeNull();
    expect(newPathProblem(post, "/news/sills-2")).toBe("The address must be under /blog/.");
    expect(newPathProblem(post, "/blog/")).toMatch(/Give an address/);
  });
});

describe.each(testDatabases())("editing an entity on $name", ({ open }) => {
  let database: Database;
  let content: ContentService;
  let audit: AuditLog;
  const onChange = vi.fn();
  let id: number;

  beforeAll(async () => {
    database = await open();
    audit = createAuditLog(database.db);
    content = createContentService(database.db, "en-US", { changes: { publish: onChange }, audit });
    await content.saveEntities([{ type: "landing_page", path: "/doors", published: version("Doors") }], silentLogger);
    id = (await content.pageByPath("/doors"))?.id ?? 0;
  });
  afterAll(() => database.close());

  it("saves a draft that visitors do not see, and records who did it", async () => {
    const before = await content.editing.entityForEditor(id);
    expect(before).toMatchObject({ status: "published", revision: 1, updatedBy: null, history: [] });
    onChange.mockClear();

    expect(await content.editing.saveDraft(id, details("Doors, renewed"), null, 1, edItor)).toEqual({ ok: true, revision: 2 });
    expect((await content.pageByPath("/doors"))?.title).toBe("Doors");
    expect((await content.previewByPath("/doors"))?.title).toBe("Doors, renewed");
    expect((await content.previewByPath("/doors"))?.metadata.metaDescription).toBe("About Doors, renewed");
    const after = await content.editing.entityForEditor(id);
    expect(after).toMatchObject({ status: "changed", revision: 2, updatedBy: "Ed Itor", title: "Doors, renewed" });
    expect(after?.history).toEqual([{ revision: 2, action: "save", author: "Ed Itor", createdAt: expect.any(String) }]);
    expect(onChange).toHaveBeenCalled();
  });

  it("refuses a save made on an older revision, and changes nothing", async () => {
    expect(await content.editing.saveDraft(id, details("Stale copy"), null, 1, otherEditor)).toEqual({ ok: false, reason: "conflict" });
    expect((await content.editing.entityForEditor(id))?.title).toBe("Doors, renewed");
    expect(await content.editing.saveDraft(999_999, details("Nowhere"), null, 1, edItor)).toEqual({ ok: false, reason: "not_found" });
  });

  it("publishes the draft at once, then has nothing left to publish", async () => {
    expect(await content.editing.publish(id, 2, edItor)).toEqual({ ok: true, revision: 3 });
    expect((await content.pageByPath("/doors"))?.title).toBe("Doors, renewed");
    expect((await content.editing.entityForEditor(id))?.status).toBe("published");
    expect(await content.editing.publish(id, 3, edItor)).toEqual({ ok: false, reason: "nothing_to_publish" });
  });

  it("takes a page off the site without losing it", async () => {
    expect(await content.editing.unpublish(id, 3, edItor)).toEqual({ ok: true, revision: 4 });
    expect(await content.pageByPath("/doors")).toBeNull();
    expect((await content.previewByPath("/doors"))?.title).toBe("Doors, renewed");
    expect((await content.editing.entityForEditor(id))?.status).toBe("draft");
    expect(await content.editing.unpublish(id, 4, edItor)).toEqual({ ok: false, reason: "not_published" });
    expect((await content.editing.entityForEditor(id))?.history.map((entry) => entry.action)).toEqual(["unpublish", "publish", "save"]);
  });

  it("restores an earlier revision as the draft, leaving the site as it is", async () => {
    expect(await content.editing.restore(id, 2, 4, edItor)).toEqual({ ok: true, revision: 5 });
    expect((await content.previewByPath("/doors"))?.title).toBe("Doors, renewed");
    expect(await content.pageByPath("/doors")).toBeNull();
    expect(await content.editing.restore(id, 77, 5, edItor)).toEqual({ ok: false, reason: "no_such_revision" });
    expect(await content.editing.restore(id, 2, 4, edItor)).toEqual({ ok: false, reason: "conflict" });
    expect((await content.editing.entityForEditor(id))?.history[0]).toMatchObject({ revision: 5, action: "restore" });
  });

  it("copies a page as a draft at a new address, and deletes a page only at the revision shown", async () => {
    await content.saveEntities(
      [
        { type: "landing_page", path: "/gates", tags: ["outdoor"], published: version("Gates") },
        { type: "component", path: "/components/footer", slug: "footer", published: version("Footer") },
      ],
      silentLogger,
    );
    const gates = (await content.pageByPath("/gates"))?.id ?? 0;
    const copy = await content.editing.duplicate(gates, "/gates-copy", edItor);
    if (!copy.ok) throw new Error(`not copied: ${copy.reason}`);
    expect(await content.editing.entityForEditor(copy.id)).toMatchObject({
      path: "/gates-copy",
      status: "draft",
      title: "Gates",
      revision: 1,
      updatedBy: "Ed Itor",
      history: [{ revision: 1, action: "duplicate", author: "Ed Itor" }],
    });
    expect(await content.pageByPath("/gates-copy")).toBeNull();
    expect(await content.editing.duplicate(gates, "/gates-copy", edItor)).toEqual({ ok: false, reason: "path_taken" });
    expect(await content.editing.duplicate(gates, "/admin/gates", edItor)).toMatchObject({ ok: false, reason: "bad_path" });
    const footer = (await content.overview({ q: "footer", type: "", status: "", page: 1 })).rows[0]?.id ?? 0;
    expect(await content.editing.duplicate(footer, "/footer-2", edItor)).toEqual({ ok: false, reason: "component" });
    expect(await content.editing.remove(footer, 1, edItor)).toEqual({ ok: false, reason: "component" });

    expect(await content.editing.move(gates, "/gates-copy", 1, edItor)).toEqual({ ok: false, reason: "path_taken" });
    expect(await content.editing.move(gates, "/api/gates", 1, edItor)).toMatchObject({ ok: false, reason: "bad_path" });
    expect(await content.editing.move(footer, "/footer-2", 1, edItor)).toEqual({ ok: false, reason: "component" });
    expect(await content.editing.move(gates, "/garden-gates", 9, edItor)).toEqual({ ok: false, reason: "conflict" });
    expect(await content.editing.move(gates, "/garden-gates", 1, edItor)).toEqual({ ok: true, revision: 2, from: "/gates" });
    expect((await content.pageByPath("/garden-gates"))?.title).toBe("Gates");
    expect(await content.pageByPath("/gates")).toBeNull();

    expect(await content.editing.remove(gates, 7, edItor)).toEqual({ ok: false, reason: "conflict" });
    expect(await content.editing.remove(gates, 2, edItor)).toEqual({ ok: true, revision: 2 });
    expect(await content.pageByPath("/garden-gates")).toBeNull();
    expect(await content.editing.entityForEditor(gates)).toBeNull();
    expect(await content.editing.remove(gates, 2, edItor)).toEqual({ ok: false, reason: "not_found" });
  });

  it("leaves what an editor changed alone when the seed content is imported again", async () => {
    const result = await content.saveEntities(
      [
        { type: "landing_page", path: "/doors", published: version("Doors") },
        { type: "landing_page", path: "/windows", published: version("Windows") },
      ],
      silentLogger,
    );
    expect(result).toEqual({ saved: 1, rejected: 0, keptEdited: 1 });
    expect((await content.previewByPath("/doors"))?.title).toBe("Doors, renewed");
    expect(await content.pageByPath("/doors")).toBeNull();
  });

  it("publishes a scheduled draft by itself once its time has come, in the name of who scheduled it", async () => {
    await content.saveEntities([{ type: "landing_page", path: "/awnings", draft: version("Awnings") }], silentLogger);
    const awnings = (await content.previewByPath("/awnings"))?.id ?? 0;
    const at = new Date(Date.now() + 3_600_000);
    expect(await content.editing.schedule(awnings, at, 1, sam)).toEqual({ ok: true, revision: 2 });
    expect((await content.editing.entityForEditor(awnings))?.scheduled).toEqual({ at: at.toISOString(), by: "Sam Scheduler" });

    expect(await content.editing.publishDue(new Date(at.getTime() - 1000))).toBe(0);
    expect(await content.pageByPath("/awnings")).toBeNull();
    onChange.mockClear();
    expect(await content.editing.publishDue(at)).toBe(1);
    expect((await content.pageByPath("/awnings"))?.title).toBe("Awnings");
    expect(onChange).toHaveBeenCalled();
    const after = await content.editing.entityForEditor(awnings);
    expect(after).toMatchObject({ scheduled: null, status: "published", updatedBy: "Sam Scheduler" });
    expect(after?.history[0]).toMatchObject({ action: "publish", author: "Sam Scheduler" });
    expect(await content.editing.publishDue(new Date(at.getTime() + 60_000))).toBe(0);

    expect(await content.editing.schedule(awnings, at, 3, sam)).toEqual({ ok: false, reason: "nothing_to_publish" });
  });

  it("cancels a scheduled publication, and drops one whose draft was published by hand", async () => {
    await content.saveEntities([{ type: "landing_page", path: "/screens", draft: version("Screens") }], silentLogger);
    const screens = (await content.previewByPath("/screens"))?.id ?? 0;
    const soon = new Date(Date.now() + 60_000);
    await content.editing.schedule(screens, soon, 1, sam);
    expect(await content.editing.unschedule(screens, 2, sam)).toEqual({ ok: true, revision: 3 });
    expect(await content.editing.publishDue(new Date(soon.getTime() + 1000))).toBe(0);
    expect(await content.pageByPath("/screens")).toBeNull();

    await content.editing.schedule(screens, soon, 3, sam);
    await content.editing.publish(screens, 4, edItor);
    expect((await content.editing.entityForEditor(screens))?.scheduled).toBeNull();
  });

  it("takes a published page off the site by itself at the time asked, in the scheduler's name, keeping its draft; a removal is cancelled or dropped", async () => {
    await content.saveEntities([{ type: "landing_page", path: "/summer-offer", published: version("Summer offer") }], silentLogger);
    const offer = (await content.pageByPath("/summer-offer"))?.id ?? 0;
    const at = new Date(Date.now() + 3_600_000);
    expect(await content.editing.scheduleUnpublish(offer, at, 1, sam)).toEqual({ ok: true, revision: 2 });
    expect((await content.editing.entityForEditor(offer))?.removal).toEqual({ at: at.toISOString(), by: "Sam Scheduler" });
    expect((await content.editing.entityForEditor(offer))?.history[0]?.action).toBe("schedule_unpublish");

    expect(await content.editing.unpublishDue(new Date(at.getTime() - 1000))).toBe(0);
    expect((await content.pageByPath("/summer-offer"))?.title).toBe("Summer offer");
    onChange.mockClear();
    expect(await content.editing.unpublishDue(at)).toBe(1);
    expect(await content.pageByPath("/summer-offer")).toBeNull();
    expect(onChange).toHaveBeenCalled();
    const after = await content.editing.entityForEditor(offer);
    expect(after).toMatchObject({ removal: null, status: "draft", isPublished: false, updatedBy: "Sam Scheduler", title: "Summer offer" });
    expect(after?.history[0]).toMatchObject({ action: "unpublish", author: "Sam Scheduler" });
    expect(await content.editing.unpublishDue(new Date(at.getTime() + 60_000))).toBe(0);
    // Nothing on the site to take off.
    expect(await content.editing.scheduleUnpublish(offer, at, 3, sam)).toEqual({ ok: false, reason: "not_published" });

    // Cancelled, it does not happen; taken off by hand, the removal is done.
    await content.editing.publish(offer, 3, edItor);
    await content.editing.scheduleUnpublish(offer, at, 4, sam);
    expect(await content.editing.unscheduleUnpublish(offer, 5, sam)).toEqual({ ok: true, revision: 6 });
    expect(await content.editing.unpublishDue(new Date(at.getTime() + 1000))).toBe(0);
    expect((await content.pageByPath("/summer-offer"))?.title).toBe("Summer offer");
    await content.editing.scheduleUnpublish(offer, at, 6, sam);
    await content.editing.unpublish(offer, 7, edItor);
    expect((await content.editing.entityForEditor(offer))?.removal).toBeNull();
  });

  it("names the pages each change reaches: none for a draft, the page and its lists when visitors see it", async () => {
    await content.saveEntities([{ type: "landing_page", path: "/windows", published: version("Windows") }], silentLogger);
    const windows = (await content.pageByPath("/windows"))?.id ?? 0;
    const reaches = (...paths: string[]) => ({
      kind: "content",
      tags: expect.arrayContaining([
        `content:entity:${windows}`,
        "content:list:landing_page",
        "content:list:any",
        ...paths.map((path) => `content:path:${path}`),
      ]),
    });
    const lastChange = () => onChange.mock.lastCall?.[0];

    await content.editing.saveDraft(windows, details("Windows, new"), null, 1, edItor);
    expect(lastChange()).toEqual(reaches("/windows"));
    await content.editing.saveDraft(windows, details("Windows, newer"), null, 2, edItor);
    expect(lastChange()).toEqual({ kind: "content", tags: [] });
    await content.editing.schedule(windows, new Date(Date.now() + 60_000), 3, edItor);
    expect(lastChange()).toEqual({ kind: "content", tags: [] });
    await content.editing.publish(windows, 4, edItor);
    expect(lastChange()).toEqual(reaches("/windows"));
    await content.editing.move(windows, "/glass-walls", 5, edItor);
    expect(lastChange()).toEqual(reaches("/windows", "/glass-walls"));
    await content.editing.remove(windows, 6, edItor);
    expect(lastChange()).toEqual(reaches("/glass-walls"));
  });

  it("records each change in the audit log with who made it and the page's path, the timer's in the scheduler's name", async () => {
    const entries = async (q: string) =>
      (await audit.list({ area: "content", q })).entries.map(({ actorId, actorName, action, subject, before, after }) => ({
        actorId,
        actorName,
        action,
        subject,
        before,
        after,
      }));
    expect(await entries("/doors")).toEqual([
      { actorId: "u-ed", actorName: "Ed Itor", action: "restored", subject: "/doors", before: null, after: { revision: 5, restored: 2 } },
      { actorId: "u-ed", actorName: "Ed Itor", action: "unpublished", subject: "/doors", before: null, after: { revision: 4 } },
      { actorId: "u-ed", actorName: "Ed Itor", action: "published", subject: "/doors", before: null, after: { revision: 3 } },
      { actorId: "u-ed", actorName: "Ed Itor", action: "draft saved", subject: "/doors", before: null, after: { revision: 2 } },
    ]);
    expect(await entries("gates")).toEqual([
      expect.objectContaining({ action: "deleted", subject: "/garden-gates", before: { title: "Gates", revision: 2 } }),
      expect.objectContaining({ action: "moved", subject: "/garden-gates", before: { path: "/gates" }, after: { path: "/garden-gates" } }),
      expect.objectContaining({ actorId: "u-ed", action: "duplicated", subject: "/gates-copy", after: { copyOf: "/gates" } }),
    ]);
    expect((await entries("/awnings")).map((entry) => [entry.actorId, entry.actorName, entry.action, entry.after])).toEqual([
      ["u-sam", "Sam Scheduler", "published", { revision: 3, on: "schedule" }],
      ["u-sam", "Sam Scheduler", "scheduled", { publishAt: expect.any(String) }],
    ]);
    // A refused change (a stale revision, a taken address) leaves no entry.
    expect((await audit.list({ area: "content", actorId: "u-other" })).total).toBe(0);
  });

  it("keeps an editor's autosaves as one rolling row of the history, with one entry in the audit log", async () => {
    await content.saveEntities([{ type: "landing_page", path: "/autosaved", published: version("Autosaved") }], silentLogger);
    const page = (await content.pageByPath("/autosaved"))?.id ?? 0;
    const history = async () =>
      (await content.editing.entityForEditor(page))?.history.map(({ revision, action, author }) => [revision, action, author]);

    expect(await content.editing.saveDraft(page, details("Typing"), null, 1, edItor, "autosave")).toEqual({ ok: true, revision: 2 });
    expect(await content.editing.saveDraft(page, details("Typing on"), null, 2, edItor, "autosave")).toEqual({ ok: true, revision: 3 });
    expect(await history()).toEqual([[3, "autosave", "Ed Itor"]]);
    expect((await content.previewByPath("/autosaved"))?.title).toBe("Typing on");
    expect(await content.editing.versionOf(page, 3)).toMatchObject({ title: "Typing on" });

    // Their own save after the autosaves is a revision of its own; the next autosave starts a new row.
    expect(await content.editing.saveDraft(page, details("Saved"), null, 3, edItor)).toEqual({ ok: true, revision: 4 });
    expect(await content.editing.saveDraft(page, details("Typing again"), null, 4, edItor, "autosave")).toEqual({ ok: true, revision: 5 });
    expect(await history()).toEqual([
      [5, "autosave", "Ed Itor"],
      [4, "save", "Ed Itor"],
      [3, "autosave", "Ed Itor"],
    ]);
    const audited = await audit.list({ area: "content", q: "/autosaved" });
    expect(audited.entries.map((entry) => [entry.action, entry.after])).toEqual([
      ["draft autosaved", { revision: 5 }],
      ["draft saved", { revision: 4 }],
      ["draft autosaved", { revision: 2 }],
    ]);
  });

  it("refuses an editor's stale autosave after another editor saved, and lets only their own save overtake their autosaves", async () => {
    const bea = { id: "u-bea", name: "Bea Other" };
    await content.saveEntities([{ type: "landing_page", path: "/contested", published: version("Contested") }], silentLogger);
    const page = (await content.pageByPath("/contested"))?.id ?? 0;
    const history = async () =>
      (await content.editing.entityForEditor(page))?.history.map(({ revision, action, author }) => [revision, action, author]);

    expect(await content.editing.saveDraft(page, details("Ed's first"), null, 1, edItor, "autosave")).toEqual({ ok: true, revision: 2 });
    expect(await content.editing.saveDraft(page, details("Bea's"), null, 2, bea)).toEqual({ ok: true, revision: 3 });
    expect(await content.editing.saveDraft(page, details("Ed's second"), null, 2, edItor, "autosave")).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect((await content.previewByPath("/contested"))?.title).toBe("Bea's");
    expect(await history()).toEqual([
      [3, "save", "Bea Other"],
      [2, "autosave", "Ed Itor"],
    ]);

    // Ed's run of autosaves from revision 3; a save of his made on 3 (it crossed his autosave on the way) wins,
    // while Bea's save on 3 and Ed's own late autosave on 3 are refused.
    expect(await content.editing.saveDraft(page, details("Ed's run"), null, 3, edItor, "autosave")).toEqual({ ok: true, revision: 4 });
    expect(await content.editing.saveDraft(page, details("Ed's run on"), null, 4, edItor, "autosave")).toEqual({ ok: true, revision: 5 });
    expect(await content.editing.saveDraft(page, details("Bea's again"), null, 3, bea)).toEqual({ ok: false, reason: "conflict" });
    expect(await content.editing.saveDraft(page, details("Ed's late"), null, 3, edItor, "autosave")).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(await content.editing.publish(page, 3, edItor)).toEqual({ ok: false, reason: "conflict" });
    expect(await content.editing.saveDraft(page, details("Ed's own"), null, 3, edItor)).toEqual({ ok: true, revision: 6 });
    expect((await content.previewByPath("/contested"))?.title).toBe("Ed's own");
    expect(await history()).toEqual([
      [6, "save", "Ed Itor"],
      [5, "autosave", "Ed Itor"],
      [3, "save", "Bea Other"],
      [2, "autosave", "Ed Itor"],
    ]);

    // Publishing between two autosaves ends the run: the next one is a row of its own.
    expect(await content.editing.saveDraft(page, details("Before publishing"), null, 6, edItor, "autosave")).toEqual({
      ok: true,
      revision: 7,
    });
    expect(await content.editing.publish(page, 7, edItor)).toEqual({ ok: true, revision: 8 });
    expect(await content.editing.saveDraft(page, details("After publishing"), null, 8, edItor, "autosave")).toEqual({
      ok: true,
      revision: 9,
    });
    expect((await history())?.slice(0, 3)).toEqual([
      [9, "autosave", "Ed Itor"],
      [8, "publish", "Ed Itor"],
      [7, "autosave", "Ed Itor"],
    ]);
  });
});
