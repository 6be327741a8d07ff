import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { createNotFoundLog, notFoundLogMiddleware } from "./not-found-log.server";
import { notFoundHits } from "./tables.server";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe.each(testDatabases())("the 404 log on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("counts each path once, keeps the first and last visit and the last referrer's host", async () => {
    const log = createNotFoundLog(database.db);
    await log.record("/old-kitchens", "news.example.com");
    await log.record("/old-kitchens", null);
    await log.record("/old-kitchens", "blog.example.org");
    await log.record("/spring-offer", null);
    const { entries, total } = await log.list({});
    expect(total).toBe(2);
    expect(entries[0]).toMatchObject({ path: "/old-kitchens", hits: 3, referrerHost: "blog.example.org" });
    expect(entries[0]!.lastSeen >= entries[0]!.firstSeen).toBe(true);
    expect(entries[1]).toMatchObject({ path: "/spring-offer", hits: 1, referrerHost: null });
    expect((await log.list({ q: "spring" })).entries.map((entry) => entry.path)).toEqual(["/spring-offer"]);

    expect(await log.dismiss("/spring-offer")).toBe(true);
    expect(await log.dismiss("/spring-offer")).toBe(false);
    await database.db.delete(notFoundHits);
  });

  it("keeps at most its number of rows, dropping the least recently seen, checked every few hits", async () => {
    const log = createNotFoundLog(database.db, { maxEntries: 3, pruneEvery: 5 });
    const paths = ["/one", "/two", "/three", "/four"];
    for (const path of paths) await log.record(path, null);
    // Seen a minute apart, in that order: hits in the same millisecond have no order to keep.
    for (const [index, path] of paths.entries())
      await database.db
        .update(notFoundHits)
        .set({ lastSeen: sql`now() - make_interval(mins => ${paths.length - index})` })
        .where(eq(notFoundHits.path, path));
    expect((await log.list({})).total).toBe(4);
    await log.record("/one", null);
    const { entries } = await log.list({});
    expect(entries.map((entry) => entry.path).sort()).toEqual(["/four", "/one", "/three"]);
    await database.db.delete(notFoundHits);
  });

  it("logs a visitor's page 404 after answering, and never a bot's, a probe, a POST or a found page", async () => {
    const record = vi.fn(async () => {});
    const app = new Hono();
    app.use(notFoundLogMiddleware({ record }, silentLogger));
    app.all("/found", (c) => c.text("here"));
    app.all("*", (c) => c.text("not found", 404));
    const get = (path: string, agent = browser, method = "GET") =>
      app.request(path, { method, headers: { "user-agent": agent, referer: "https://mail.example.com/inbox?u=someone" } });

    expect((await get("/No-Such-Page?x=1")).status).toBe(404);
    await get("/wp-login.php");
    await get("/no-such-page", "Googlebot/2.1");
    await get("/no-such-page", browser, "POST");
    await get("/found");
    await get("/no-such-page", browser, "HEAD");
    expect(record.mock.calls).toEqual([
      ["/no-such-page", "mail.example.com"],
      ["/no-such-page", "mail.example.com"],
    ]);
  });

  it("answers the 404 even when the log cannot be written", async () => {
    const failing = { record: vi.fn(async () => Promise.reject(new Error("database gone"))) };
    const warn = vi.spyOn(silentLogger, "warn");
    const app = new Hono();
    app.use(notFoundLogMiddleware(failing, silentLogger));
    app.all("*", (c) => c.text("not found", 404));
    expect((await app.request("/missing", { headers: { "user-agent": browser } })).status).toBe(404);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith({ error: "Error" }, "404 not logged"));
  });
});
