import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuditLog } from "~/features/audit/index.server";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { shortLeadId } from "./inbox";
import { INBOX_PAGE_SIZE, RETENTION_ACTOR, createLeadInbox, type LeadInbox } from "./inbox.server";
import { LEADS_FOLDER } from "./multipart.server";
import type { LeadForm } from "./options";
import type { LeadFields } from "./schemas";
import type { SpamReason } from "./spam";
import { leadDeliveries, leadDeliveryAttempts, leadFillTokens, leadNotes, leadRouting, leadSubmissions } from "./tables.server";

const sam = { id: "u-sam", name: "Sam Sales" };
const DAY = 24 * 60 * 60 * 1000;

type NewLead = {
  form?: LeadForm;
  fields?: LeadFields;
  at?: Date;
  photos?: number;
  status?: "new" | "handled";
  spam?: SpamReason;
  locale?: string;
};

describe.each(testDatabases())("the leads inbox on $name", ({ open }) => {
  let database: Database;
  let storageDir: string;
  let inbox: LeadInbox;
  const wakeOutbox = vi.fn();
  const audit = () => createAuditLog(database.db);
  const photoFiles = () => readdir(path.join(storageDir, LEADS_FOLDER));

  /** A stored lead as the lead service leaves it, with photo files and one e-mail delivery (none when kept as suspected spam). */
  async function lead({ form = "lac_contact_us", fields = {}, at = new Date(), photos = 0, status = "new", spam, locale }: NewLead = {}) {
    const id = randomUUID();
    const stored = [];
    for (let index = 0; index < photos; index += 1) {
      const file = `${randomUUID()}.jpg`;
      await writeFile(path.join(storageDir, LEADS_FOLDER, file), `photo ${index}`);
      stored.push({ file, original_name: `porch ${index}.jpg`, content_type: "image/jpeg", size: 7 });
    }
    await database.db.insert(leadSubmissions).values({
      id,
      form,
      fields: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", ...fields },
      photos: stored,
      createdAt: at,
      status,
      spamReason: spam,
      locale,
    });
    if (spam) return { id, deliveryId: 0 };
    const [delivery] = await database.db
      .insert(leadDeliveries)
      .values({ submissionId: id, channel: "email" })
      .returning({ id: leadDeliveries.id });
    return { id, deliveryId: delivery?.id ?? 0 };
  }

  const inboxWith = ({ retentionDays = 730, spamRetentionDays = 30 }) =>
    createLeadInbox({
      db: database.db,
      storageDir,
      audit: audit(),
      changes: { publish: wakeOutbox },
      retentionDays,
      spamRetentionDays,
      deliveryChannels: (form) => (form === "lac_contact_us" ? ["email", "confirmation"] : ["email"]),
    });
  const ids = async (query: Parameters<LeadInbox["list"]>[0], page = 1) => (await inbox.list(query, page)).rows.map((row) => row.id);

  beforeAll(async () => {
    database = await open();
    storageDir = await mkdtemp(path.join(os.tmpdir(), "lead-inbox-"));
    inbox = inboxWith({});
  });
  beforeEach(async () => {
    await database.db.delete(leadSubmissions);
    await rm(path.join(storageDir, LEADS_FOLDER), { recursive: true, force: true });
    await mkdir(path.join(storageDir, LEADS_FOLDER));
    wakeOutbox.mockClear();
  });
  afterAll(async () => {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it("lists the leads newest first, with name, e-mail, form, delivery state, status and assignee", async () => {
    const older = await lead({ form: "lac_request_quote", at: new Date("2026-03-01T10:00:00Z") });
    const newer = await lead({ fields: { first_name: "Grace", last_name: "Hopper", email: "grace@example.com" } });
    const page = await inbox.list({}, 1);
    expect(page.total).toBe(2);
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: newer.id,
        form: "lac_contact_us",
        name: "Grace Hopper",
        email: "grace@example.com",
        delivery: "waiting",
        status: "new",
        assignedTo: null,
      }),
      expect.objectContaining({ id: older.id, form: "lac_request_quote", submittedAt: "2026-03-01T10:00:00.000Z" }),
    ]);
  });

  it("says in which locale each lead was sent, in the list and on its page", async () => {
    const french = await lead({ locale: "fr-CA" });
    const english = await lead({ at: new Date("2026-03-01T10:00:00Z") });
    expect((await inbox.list({}, 1)).rows.map((row) => [row.id, row.locale])).toEqual([
      [french.id, "fr-CA"],
      [english.id, "en-US"],
    ]);
    expect((await inbox.lead(french.id))?.locale).toBe("fr-CA");
  });

  it("filters by form, dates, status and assignee", async () => {
    const march = await lead({ form: "lac_request_quote", at: new Date("2026-03-01T23:59:00Z") });
    const april = await lead({ form: "lac_become_dealer", at: new Date("2026-04-02T00:00:00Z"), status: "handled" });
    const may = await lead({ form: "lac_request_quote", at: new Date("2026-05-10T12:00:00Z") });
    await inbox.assign(sam, may.id, sam.id);

    expect(await ids({ form: "lac_request_quote" })).toEqual([may.id, march.id]);
    expect(await ids({ from: new Date("2026-03-02T00:00:00Z") })).toEqual([may.id, april.id]);
    expect(await ids({ until: new Date("2026-04-02T00:00:00Z") })).toEqual([march.id]);
    expect(await ids({ status: "handled" })).toEqual([april.id]);
    expect(await ids({ status: "new", form: "lac_request_quote" })).toEqual([may.id, march.id]);
    expect(await ids({ assignee: sam.id })).toEqual([may.id]);
    expect(await ids({ assignee: null })).toEqual([april.id, march.id]);
  });

  it("filters by where the lead is with the dealers, with the other filters, and lists it", async () => {
    /** A lead of `form` sent on the `day`th of March, its routing in `state`. */
    const routed = async (state: "routing" | "offered" | "accepted" | "escalated", form: LeadForm, day: number) => {
      const { id } = await lead({ form, at: new Date(`2026-03-0${day}T10:00:00Z`) });
      await database.db.insert(leadRouting).values({ submissionId: id, state });
      return id;
    };
    const states = {
      due: await routed("routing", "lac_request_quote", 1),
      offered: await routed("offered", "lac_contact_us", 2),
      accepted: await routed("accepted", "lac_request_quote", 3),
      escalated: await routed("escalated", "lac_request_service", 4),
    };
    const { id: notRouted } = await lead({ form: "lac_request_quote" });

    expect(await ids({ routing: "waiting" })).toEqual([states.offered, states.due]);
    expect(await ids({ routing: "waiting", form: "lac_request_quote" })).toEqual([states.due]);
    expect(await ids({ routing: "accepted" })).toEqual([states.accepted]);
    expect(await ids({ routing: "escalated", status: "new" })).toEqual([states.escalated]);
    expect(await ids({ routing: "escalated", status: "handled" })).toEqual([]);
    const listed = new Map((await inbox.list({}, 1)).rows.map((row) => [row.id, row.routing]));
    expect([states.due, states.offered, states.accepted, states.escalated, notRouted].map((id) => listed.get(id))).toEqual([
      "waiting",
      "waiting",
      "accepted",
      "escalated",
      null,
    ]);
  });

  it("finds text in the name, e-mail, company and message, taking % and _ as typed", async () => {
    const byName = await lead({ fields: { first_name: "Marie", last_name: "Curie" } });
    const byCompany = await lead({ form: "lac_become_dealer", fields: { company_name: "Shore Windows" } });
    const percent = await lead({ fields: { message: "Is 100% of the glass tempered?" } });
    const underscore = await lead({ fields: { email: "x_y@example.com" } });
    const other = await lead({ fields: { email: "xay@example.com", message: "1000 of them" } });

    expect(await ids({ q: "marie cur" })).toEqual([byName.id]);
    expect(await ids({ q: "shore" })).toEqual([byCompany.id]);
    expect(await ids({ q: "100%" })).toEqual([percent.id]);
    expect(await ids({ q: "x_y" })).toEqual([underscore.id]);
    expect(await ids({ q: "%" })).toEqual([percent.id]);
    expect(await ids({ q: "xay@" })).toEqual([other.id]);
  });

  it("finds a lead by the start of its id, as the audit log names it, and only by its start", async () => {
    const wanted = await lead({ fields: { first_name: "Ada" } });
    await lead({ fields: { first_name: "Bo" } });
    expect(await ids({ q: shortLeadId(wanted.id) })).toEqual([wanted.id]);
    expect(await ids({ q: shortLeadId(wanted.id).toUpperCase() })).toEqual([wanted.id]);
    expect(await ids({ q: wanted.id.slice(-8) })).toEqual([]);
  });

  it("pages the list", async () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const made = [];
    for (let index = 0; index < INBOX_PAGE_SIZE + 3; index += 1) made.push(await lead({ at: new Date(start + index * 60_000) }));
    const first = await inbox.list({}, 1);
    const second = await inbox.list({}, 2);
    expect(first).toMatchObject({ total: INBOX_PAGE_SIZE + 3, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(second.rows.map((row) => row.id)).toEqual(
      made
        .slice(0, 3)
        .map((made) => made.id)
        .reverse(),
    );
  });

  it("marks a lead handled and reopens it, recording only the status", async () => {
    const { id } = await lead();
    expect(await inbox.setStatus(sam, id, "handled")).toEqual({ ok: true });
    expect(await inbox.lead(id)).toMatchObject({ status: "handled", handledAt: expect.any(String) });
    await inbox.setStatus(sam, id, "new");
    expect(await inbox.lead(id)).toMatchObject({ status: "new", handledAt: null });
    expect(await inbox.setStatus(sam, randomUUID(), "handled")).toEqual({ ok: false, reason: "not_found" });

    const { entries } = await audit().list({ area: "leads" });
    const mine = entries.filter((entry) => entry.subject === `lead ${id.slice(0, 8)}`);
    expect(mine.map(({ action, before, after, actorName }) => ({ action, before, after, actorName }))).toEqual([
      { action: "reopened", before: { status: "handled" }, after: { status: "new" }, actorName: "Sam Sales" },
      { action: "marked handled", before: { status: "new" }, after: { status: "handled" }, actorName: "Sam Sales" },
    ]);
    expect(JSON.stringify(mine)).not.toContain("ada@example.com");
  });

  it("assigns a lead to a member of staff and to nobody again", async () => {
    const { id } = await lead();
    await inbox.assign(sam, id, "u-kim");
    expect((await inbox.lead(id))?.assignedTo).toBe("u-kim");
    await inbox.assign(sam, id, null);
    expect((await inbox.lead(id))?.assignedTo).toBeNull();
    const { entries } = await audit().list({ area: "leads", q: id.slice(0, 8) });
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: "unassigned", before: { assignedTo: "u-kim" }, after: { assignedTo: null } },
      { action: "assigned", before: { assignedTo: null }, after: { assignedTo: "u-kim" } },
    ]);
  });

  it("keeps notes in order with their author and time, and never puts their text in the audit log", async () => {
    const { id } = await lead();
    await inbox.addNote(sam, id, "Called back, wants a visit.");
    await inbox.addNote({ id: "u-kim", name: "Kim Admin" }, id, "Visit booked for\nMonday.");
    expect((await inbox.lead(id))?.notes).toEqual([
      { id: expect.any(Number), authorName: "Sam Sales", body: "Called back, wants a visit.", at: expect.any(String) },
      { id: expect.any(Number), authorName: "Kim Admin", body: "Visit booked for\nMonday.", at: expect.any(String) },
    ]);
    const { entries } = await audit().list({ area: "leads", q: id.slice(0, 8) });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["note added", null, null],
      ["note added", null, null],
    ]);
  });

  it("shows each delivery with its attempts, and a retry makes a failed one due now and wakes the outbox", async () => {
    const { id, deliveryId } = await lead();
    const later = new Date(Date.now() + 6 * 60 * 60 * 1000);
    await database.db
      .update(leadDeliveries)
      .set({ attempts: 1, lastError: "connect ECONNREFUSED", nextAttemptAt: later })
      .where(eq(leadDeliveries.id, deliveryId));
    await database.db.insert(leadDeliveryAttempts).values({ deliveryId, outcome: "failed", error: "connect ECONNREFUSED" });
    expect((await inbox.list({}, 1)).rows[0]?.delivery).toBe("failed");
    expect((await inbox.lead(id))?.deliveries).toEqual([
      expect.objectContaining({
        id: deliveryId,
        channel: "email",
        state: "failed",
        attempts: [{ at: expect.any(String), outcome: "failed", error: "connect ECONNREFUSED" }],
      }),
    ]);

    const before = Date.now();
    expect(await inbox.retry(sam, id, deliveryId)).toEqual({ ok: true });
    const [delivery] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, deliveryId));
    expect(delivery?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(delivery?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(wakeOutbox).toHaveBeenCalledTimes(1);
    expect(wakeOutbox).toHaveBeenCalledWith({ kind: "deliveries" });
    const { entries } = await audit().list({ area: "leads", q: id.slice(0, 8) });
    expect(entries[0]).toMatchObject({ action: "delivery retried", after: { channel: "email" } });

    await database.db.update(leadDeliveries).set({ deliveredAt: new Date() }).where(eq(leadDeliveries.id, deliveryId));
    expect(await inbox.retry(sam, id, deliveryId)).toEqual({ ok: false, reason: "not_found" });
    const other = await lead();
    expect(await inbox.retry(sam, other.id, deliveryId)).toEqual({ ok: false, reason: "not_found" });
    expect((await inbox.list({}, 1)).rows.find((row) => row.id === id)?.delivery).toBe("delivered");
  });

  it("finds a photo's file through the lead's row only", async () => {
    const { id } = await lead({ form: "lac_request_service", photos: 2 });
    const photo = await inbox.photo(id, 2);
    expect(photo).toMatchObject({ name: "porch 1.jpg", contentType: "image/jpeg" });
    expect(photo?.key).toMatch(/^leads\/[^/]+\.jpg$/);
    const opened = await inbox.openPhoto(id, 2);
    expect(opened).toMatchObject({ name: "porch 1.jpg", size: 7 });
    opened?.body.destroy();
    expect(await inbox.photo(id, 3)).toBeNull();
    expect(await inbox.photo(randomUUID(), 1)).toBeNull();
    const forged = randomUUID();
    await database.db.insert(leadSubmissions).values({
      id: forged,
      form: "lac_request_service",
      fields: {},
      photos: [{ file: "../../etc/passwd", original_name: "x.jpg", content_type: "image/jpeg", size: 1 }],
    });
    expect(await inbox.photo(forged, 1)).toBeNull();
  });

  it("deletes a lead with its deliveries, attempts, notes and photo files, recording only its status", async () => {
    const kept = await lead({ form: "lac_request_service", photos: 1 });
    const { id, deliveryId } = await lead({ form: "lac_request_service", photos: 2 });
    await database.db.insert(leadDeliveryAttempts).values({ deliveryId, outcome: "failed", error: "timeout" });
    await inbox.addNote(sam, id, "A note");
    await inbox.assign(sam, id, sam.id);
    expect(await photoFiles()).toHaveLength(3);

    expect(await inbox.remove(sam, id)).toEqual({ ok: true });
    expect(await inbox.lead(id)).toBeNull();
    expect(await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, id))).toEqual([]);
    expect(await database.db.select().from(leadDeliveryAttempts).where(eq(leadDeliveryAttempts.deliveryId, deliveryId))).toEqual([]);
    expect(await database.db.select().from(leadNotes).where(eq(leadNotes.submissionId, id))).toEqual([]);
    expect(await photoFiles()).toHaveLength(1);
    expect(await inbox.lead(kept.id)).not.toBeNull();
    expect(await inbox.remove(sam, id)).toEqual({ ok: false, reason: "not_found" });

    const { entries } = await audit().list({ area: "leads", q: id.slice(0, 8) });
    expect(entries[0]).toMatchObject({ action: "deleted", before: { status: "new", assignedTo: sam.id }, after: null });
  });

  it("deletes only the leads older than the retention period, with their photos", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const old = await lead({ form: "lac_request_service", at: new Date(now.getTime() - 731 * DAY), photos: 1 });
    const recent = await lead({ form: "lac_request_service", at: new Date(now.getTime() - 729 * DAY), photos: 1 });
    const keepForever = inboxWith({ retentionDays: 0 });
    expect(await keepForever.deleteExpired(now)).toEqual({ leads: 0, spam: 0 });
    expect(await photoFiles()).toHaveLength(2);

    expect(await inbox.deleteExpired(now)).toEqual({ leads: 1, spam: 0 });
    expect(await inbox.lead(old.id)).toBeNull();
    expect(await inbox.lead(recent.id)).not.toBeNull();
    expect(await photoFiles()).toHaveLength(1);
    const { entries } = await audit().list({ area: "leads", q: old.id.slice(0, 8) });
    expect(entries[0]).toMatchObject({ actorId: RETENTION_ACTOR.id, action: "deleted after the retention period" });
  });

  it("keeps suspected spam out of the default list and lists it apart, with its reason, newest first", async () => {
    const real = await lead({ fields: { first_name: "Grace" } });
    const fast = await lead({ spam: "too_fast", at: new Date(Date.now() - 60_000) });
    const reused = await lead({ spam: "token_reused", fields: { first_name: "Marie" } });

    expect(await ids({})).toEqual([real.id]);
    expect(await ids({ spam: true })).toEqual([reused.id, fast.id]);
    expect(await ids({ spam: true, q: "marie" })).toEqual([reused.id]);
    expect((await inbox.list({ spam: true }, 1)).rows.map((row) => row.spamReason)).toEqual(["token_reused", "too_fast"]);
    expect(await inbox.spamCount()).toBe(2);
    expect((await inbox.lead(fast.id))?.spamReason).toBe("too_fast");
    expect((await inbox.lead(real.id))?.spamReason).toBeNull();
    const csv = async (spam: boolean) => (await new Response(inbox.csv({ spam }, new Map())).text()).trimEnd().split("\r\n").slice(1);
    expect((await csv(false)).map((line) => line.slice(0, 36))).toEqual([real.id]);
    expect((await csv(true)).map((line) => line.slice(0, 36))).toEqual([reused.id, fast.id]);
  });

  it("releases a lead from suspected spam once: it joins the inbox with the deliveries of a new lead, audited", async () => {
    const { id } = await lead({ spam: "honeypot" });
    expect(await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, id))).toEqual([]);

    expect(await inbox.release(sam, id)).toEqual({ ok: true });
    expect(wakeOutbox).toHaveBeenCalledOnce();
    expect(await ids({})).toEqual([id]);
    expect(await ids({ spam: true })).toEqual([]);
    const deliveries = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, id));
    expect(deliveries.map((delivery) => delivery.channel).sort()).toEqual(["confirmation", "email"]);

    expect(await inbox.release(sam, id)).toEqual({ ok: false, reason: "not_found" });
    expect(await inbox.release(sam, randomUUID())).toEqual({ ok: false, reason: "not_found" });
    expect(await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, id))).toHaveLength(2);
    expect(wakeOutbox).toHaveBeenCalledOnce();
    const { entries } = await audit().list({ area: "leads", q: id.slice(0, 8) });
    expect(entries).toMatchObject([{ actorId: sam.id, action: "released from suspected spam", before: { spamReason: "honeypot" } }]);
  });

  it("deletes suspected spam after SPAM_RETENTION_DAYS with its photos, keeping leads of the same age and spent tokens not yet expired", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const oldSpam = await lead({ spam: "too_fast", form: "lac_request_service", at: new Date(now.getTime() - 31 * DAY), photos: 1 });
    const recentSpam = await lead({ spam: "too_fast", at: new Date(now.getTime() - 29 * DAY) });
    const oldLead = await lead({ at: new Date(now.getTime() - 31 * DAY) });
    await database.db.insert(leadFillTokens).values([
      { token: "spent-and-expired", submissionId: oldLead.id, expiresAt: new Date(now.getTime() - 1) },
      { token: "spent-not-expired", submissionId: recentSpam.id, expiresAt: new Date(now.getTime() + DAY) },
    ]);
    expect(await inboxWith({ spamRetentionDays: 0 }).deleteExpired(now)).toEqual({ leads: 0, spam: 0 });
    expect(await photoFiles()).toHaveLength(1);

    expect(await inbox.deleteExpired(now)).toEqual({ leads: 0, spam: 1 });
    expect(await inbox.lead(oldSpam.id)).toBeNull();
    expect(await inbox.lead(recentSpam.id)).not.toBeNull();
    expect(await inbox.lead(oldLead.id)).not.toBeNull();
    expect(await photoFiles()).toEqual([]);
    expect((await database.db.select().from(leadFillTokens)).map((row) => row.token)).toEqual(["spent-not-expired"]);
    const { entries } = await audit().list({ area: "leads", q: oldSpam.id.slice(0, 8) });
    expect(entries[0]).toMatchObject({ actorId: RETENTION_ACTOR.id, action: "suspected spam deleted after its retention period" });
    await database.db.delete(leadFillTokens);
  });

  it("streams the filter's leads as CSV in batches, formulas defused and commas and line breaks quoted", async () => {
    const start = Date.parse("2026-02-01T00:00:00Z");
    await database.db.insert(leadSubmissions).values(
      Array.from({ length: 450 }, (_, index) => ({
        id: randomUUID(),
        form: "lac_contact_us",
        fields: { first_name: "Bulk", last_name: String(index), email: `bulk${index}@example.com` },
        photos: [],
        createdAt: new Date(start + index * 1000),
      })),
    );
    const formula = await lead({
      fields: { first_name: "=cmd|' /C calc'!A0", message: "Hello, we need\na quote" },
      at: new Date("2026-03-01T00:00:00Z"),
    });
    await inbox.assign(sam, formula.id, sam.id);
    await inbox.addNote(sam, formula.id, "Called back.");
    await inbox.addNote({ id: "u-kim", name: "Kim Admin" }, formula.id, "=Visit booked");
    await lead({ form: "lac_request_quote", fields: { first_name: "Other form" } });

    const chunks: string[] = [];
    const decoder = new TextDecoder();
    const reader = inbox.csv({ form: "lac_contact_us" }, new Map([[sam.id, sam.name]])).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(decoder.decode(read.value));
    expect(chunks.length).toBeGreaterThan(2);
    const csv = chunks.join("");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "id,submitted_at,form,locale,status,assignee,role,subject,message,first_name,last_name,email,phone,zip,product_updates,product_updates_default,routing,dealer,dealer_name,photos,delivered,notes",
    );
    // 451 leads, the header, and the empty string after the last line break.
    expect(lines).toHaveLength(453);
    const day = new Date().toISOString().slice(0, 10);
    expect(csv).toMatch(
      new RegExp(
        `,new,Sam Sales,,,"Hello, we need\na quote",'=cmd\\|' /C calc'!A0,Lovelace,ada@example.com,,,,,,,,0,waiting,"${day} \\d\\d:\\d\\d UTC Sam Sales: Called back.\n${day} \\d\\d:\\d\\d UTC Kim Admin: =Visit booked"\r\n`,
      ),
    );
    expect(csv).not.toContain("Other form");
    const bulk = lines.filter((line) => line.includes("bulk")).map((line) => line.split(",")[1]);
    expect(bulk).toHaveLength(450);
    expect(bulk).toEqual([...bulk].sort().reverse());
    expect(new Set(bulk).size).toBe(450);
  });

  it("stops reading the database when the download is cut off after its first batch, and goes on answering", async () => {
    await database.db.insert(leadSubmissions).values(
      Array.from({ length: 450 }, (_, index) => ({
        id: randomUUID(),
        form: "lac_request_service",
        fields: { first_name: "Cut", last_name: String(index) },
        photos: [],
      })),
    );
    const reader = inbox.csv({ form: "lac_request_service" }, new Map()).getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    expect((await reader.read()).done).toBe(true);
    expect((await inbox.list({ form: "lac_request_service" }, 1)).total).toBeGreaterThanOrEqual(450);
  });
});
