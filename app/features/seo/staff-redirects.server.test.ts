import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { type AuditLog, createAuditLog } from "../audit/index.server";
import { createNotFoundLog } from "./not-found-log.server";
import { readRedirectCsv } from "./redirect-csv";
import { createRedirectService, redirectsMiddleware } from "./redirects.server";
import { createStaffRedirects } from "./staff-redirects.server";
import { StaffRuleSchema } from "./staff-rule";
import { notFoundHits, redirects } from "./tables.server";

const erin = { id: "u-erin", name: "Erin Editor" };
const rule = (from: string, to: string, status: 301 | 302 = 301) => StaffRuleSchema.parse({ from, to, status });
const csvLines = (text: string) => {
  const read = readRedirectCsv(text);
  if ("refused" in read) throw new Error(read.refused);
  return read.lines;
};

describe.each(testDatabases())("staff's redirects on $name", ({ open }) => {
  let database: Database;
  let audit: AuditLog;
  const changed = vi.fn();
  const staff = () =>
    createStaffRedirects(database.db, { audit, changes: { publish: changed }, publishedPageAt: async (path) => path === "/about/careers" });

  beforeAll(async () => {
    database = await open();
    audit = createAuditLog(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(redirects);
    changed.mockClear();
  });
  afterAll(() => database.close());

  it("creates a rule, takes its path off the 404 log, audits it and makes it work at once", async () => {
    const notFound = createNotFoundLog(database.db);
    await notFound.record("/old-kitchens", null);
    const service = createRedirectService(database.db);
    const redirectsOf = createStaffRedirects(database.db, { audit, changes: { publish: async () => service.reread() } });
    expect(await service.resolve("/old-kitchens")).toBeNull();

    const created = await redirectsOf.create(rule("/Old-Kitchens/", "/about/outdoor-kitchens"), erin);
    expect(created).toMatchObject({ ok: true, rule: { from: "/old-kitchens", to: "/about/outdoor-kitchens", status: 301, seeded: false } });
    expect(await service.resolve("/old-kitchens")).toMatchObject({ location: "/about/outdoor-kitchens", status: 301 });
    expect((await notFound.list({})).total).toBe(0);
    const { entries } = await audit.list({ area: "redirects", q: "/old-kitchens" });
    expect(entries[0]).toMatchObject({
      action: "created",
      subject: "/old-kitchens",
      after: { target: "/about/outdoor-kitchens", status: 301 },
    });
  });

  it("refuses a second rule from the same path, a chain, a loop and a published page's address, at the field", async () => {
    const service = staff();
    await service.create(rule("/warranty", "/support/warranty"), erin);
    expect(await service.create(rule("/WARRANTY", "/elsewhere"), erin)).toEqual({
      ok: false,
      errors: { from: "A redirect from /warranty exists already: edit that one instead." },
    });
    expect(await service.create(rule("/guarantee", "/warranty"), erin)).toEqual({
      ok: false,
      errors: { to: "/warranty already redirects to /support/warranty: point this one to /support/warranty instead." },
    });
    expect(await service.create(rule("/support/warranty", "/warranty"), erin)).toMatchObject({
      ok: false,
      errors: { to: expect.stringContaining("loop") },
    });
    expect(await service.create(rule("/about/careers", "/jobs"), erin)).toMatchObject({
      ok: false,
      errors: { from: expect.stringContaining("A published page lives at /about/careers") },
    });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith({ kind: "redirects" });
  });

  it("refuses the site's own addresses as the old address, in any spelling, and never follows one stored before", async () => {
    for (const from of [
      "/admin/sign-in",
      "/ADMIN",
      "/admin/",
      "/api/v1/forms/submit",
      "/media/door.jpg",
      "/assets/app.js",
      "/__manifest",
    ]) {
      expect(StaffRuleSchema.safeParse({ from, to: "https://evil.example/login", status: 301 }).error?.issues[0]?.message, from).toBe(
        "This address belongs to the site itself (the admin, the API, assets or media) and cannot be redirected.",
      );
    }
    expect(StaffRuleSchema.safeParse({ from: "/administrators-guide", to: "/support", status: 301 }).success).toBe(true);

    await database.db.insert(redirects).values({ fromPath: "/admin/sign-in", toTarget: "https://evil.example/login" });
    const app = new Hono();
    app.use(redirectsMiddleware(createRedirectService(database.db), silentLogger));
    app.get("*", (c) => c.text("the site's own page"));
    for (const path of ["/admin/sign-in", "/Admin/Sign-In/"]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).toBe("the site's own page");
    }
  });

  it("edits a rule (a seeded one becomes staff's, so the seed import keeps it) and deletes it, auditing both", async () => {
    const seedService = createRedirectService(database.db);
    await seedService.saveSeedRedirects(
      [
        { from: "/faq", to: "/support/faqs", status: 301 },
        { from: "/videos", to: "/video-gallery" },
      ],
      silentLogger,
    );
    const service = staff();
    const faq = (await service.list({ q: "/faq", origin: "seeded", page: 1 })).rules[0]!;

    const edited = await service.update(faq.id, rule("/faq", "/support/questions", 302), erin);
    expect(edited).toMatchObject({ ok: true, rule: { to: "/support/questions", status: 302, seeded: false } });
    expect((await audit.list({ area: "redirects", q: "edited" })).entries[0]).toMatchObject({
      subject: "/faq",
      before: { target: "/support/faqs", status: 301 },
      after: { target: "/support/questions", status: 302 },
    });

    // The next seed import leaves staff's change and removes only its own rows that are gone.
    const sync = await seedService.saveSeedRedirects([{ from: "/faq", to: "/support/faqs", status: 301 }], silentLogger);
    expect(sync).toMatchObject({ kept: 1, removed: 1 });
    expect(await service.exportRows()).toEqual([["/faq", "/support/questions", 302]]);

    const removed = await service.remove(faq.id, erin);
    expect(removed?.from).toBe("/faq");
    expect(await service.remove(faq.id, erin)).toBeNull();
    expect((await audit.list({ area: "redirects", q: "deleted" })).entries[0]).toMatchObject({
      subject: "/faq",
      before: { target: "/support/questions", status: 302 },
    });
    expect(await service.update(faq.id, rule("/faq", "/x"), erin)).toBeNull();
  });

  it("keeps a staff rule through a seed import that has the same address", async () => {
    const service = staff();
    await service.create(rule("/gallery", "/image-gallery/kitchens"), erin);
    const sync = await createRedirectService(database.db).saveSeedRedirects([{ from: "/gallery", to: "/image-gallery" }], silentLogger);
    expect(sync).toMatchObject({ saved: 0, kept: 1 });
    expect((await service.list({ q: "", origin: "staff", page: 1 })).rules.map((r) => r.to)).toEqual(["/image-gallery/kitchens"]);
  });

  it("imports the good lines of a CSV together, checking them against the rules and each other", async () => {
    const service = staff();
    await service.create(rule("/warranty", "/support/warranty"), erin);
    await database.db.insert(notFoundHits).values({ path: "/old-a" });
    const outcome = await service.importLines(
      csvLines(
        [
          "source,target,status",
          "/old-a,/new-a,301",
          "/old-b,/old-a,301", // through line 2
          "/guarantee,/warranty,301", // through an existing rule
          "/old-a,/new-a-again,302", // twice
          "/warranty,/support/warranty,301", // as it is
          "/about/careers,/jobs,301", // a published page
          "/old-c,https://partners.example.com/c,302",
        ].join("\n"),
      ),
      erin,
    );
    expect(outcome).toEqual({
      imported: 2,
      unchanged: 1,
      errors: [
        { line: 3, message: "/old-a already redirects to /new-a: point this one to /new-a instead." },
        { line: 4, message: "/warranty already redirects to /support/warranty: point this one to /support/warranty instead." },
        { line: 5, message: "/old-a is on line 2 already." },
        { line: 7, message: "A published page lives at /about/careers: a redirect would hide it." },
      ],
    });
    expect((await service.exportRows()).map(([from]) => from)).toEqual(["/old-a", "/old-c", "/warranty"]);
    expect(await database.db.select().from(notFoundHits)).toEqual([]);
    expect((await audit.list({ area: "redirects", q: "imported" })).total).toBeGreaterThanOrEqual(2);
  });

  it("imports all the good lines or none: a failure half way leaves the rules as they were", async () => {
    let records = 0;
    const failingAudit = {
      async record() {
        records += 1;
        if (records === 2) throw new Error("disk full");
      },
    };
    const service = createStaffRedirects(database.db, { audit: failingAudit, changes: { publish: changed } });
    await expect(service.importLines(csvLines("/one,/a\n/two,/b\n/three,/c"), erin)).rejects.toThrow("disk full");
    expect(await service.exportRows()).toEqual([]);
    expect(changed).not.toHaveBeenCalled();
  });
});
