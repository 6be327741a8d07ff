import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { AUDIT_PAGE_SIZE, type AuditLog, createAuditLog } from "./service.server";

const olivia = { id: "u-olivia", name: "Olivia Owner" };
const erin = { id: "u-erin", name: "Erin Editor" };

describe.each(testDatabases())("the audit log on $name", ({ open }) => {
  let database: Database;
  let audit: AuditLog;

  beforeAll(async () => {
    database = await open();
    audit = createAuditLog(database.db);
    await audit.record({ actor: erin, area: "content", action: "published", subject: "/about/outdoor-kitchens", after: { revision: 4 } });
    await audit.record({
      actor: olivia,
      area: "users",
      action: "role changed",
      subject: "erin@example.com",
      before: { role: "sales" },
      after: { role: "editor" },
    });
    await audit.record({
      actor: erin,
      area: "redirects",
      action: "created",
      subject: "/old-kitchens",
      after: { to: "/about/outdoor-kitchens" },
    });
  });
  afterAll(() => database.close());

  it("lists every change newest first, with who, what and the state before and after", async () => {
    const { entries, total } = await audit.list({});
    expect(total).toBe(3);
    expect(entries.map((entry) => entry.subject)).toEqual(["/old-kitchens", "erin@example.com", "/about/outdoor-kitchens"]);
    expect(entries[1]).toMatchObject({
      actorId: "u-olivia",
      actorName: "Olivia Owner",
      area: "users",
      action: "role changed",
      before: { role: "sales" },
      after: { role: "editor" },
    });
    expect(Date.parse(entries[1]!.at)).not.toBeNaN();
  });

  it("filters by area, by who, by words of the subject or action, and by time", async () => {
    expect((await audit.list({ area: "content" })).entries.map((entry) => entry.action)).toEqual(["published"]);
    expect((await audit.list({ actorId: "u-erin" })).total).toBe(2);
    expect((await audit.list({ q: "KITCHENS" })).total).toBe(2);
    expect((await audit.list({ q: "role" })).entries.map((entry) => entry.subject)).toEqual(["erin@example.com"]);
    expect((await audit.list({ q: "100%_" })).total).toBe(0);
    expect((await audit.list({ from: new Date(Date.now() + 60_000) })).total).toBe(0);
    expect((await audit.list({ until: new Date(Date.now() + 60_000) })).total).toBe(3);
  });

  it("pages by the page size, and keeps an entry only with the change made in the same transaction", async () => {
    for (let index = 0; index < AUDIT_PAGE_SIZE; index += 1) {
      await audit.record({ actor: erin, area: "media", action: "uploaded", subject: `photo-${index}.jpg` });
    }
    await database.db
      .transaction(async (tx) => {
        await audit.record({ actor: erin, area: "media", action: "deleted", subject: "never.jpg" }, tx);
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    const second = await audit.list({ area: "media", page: 2 });
    expect(second.total).toBe(AUDIT_PAGE_SIZE);
    expect(second.entries).toEqual([]);
    expect((await audit.list({ q: "never" })).total).toBe(0);
  });
});
