import { randomUUID } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import { LEADS_FOLDER } from "./multipart.server";
import { leadDeliveries, leadDeliveryAttempts, leadSubmissions } from "./tables.server";

const SITE = "http://localhost:3000";
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);

describe.each(siteTestDatabases().slice(0, 1))("the leads inbox over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const cookies = { sales: "", editor: "" };
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const asSales = (target: string) => request(target, { headers: { cookie: cookies.sales } });
  const postAsSales = (target: string, fields: Record<string, string>) =>
    request(target, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie: cookies.sales } });
  const service = { id: randomUUID(), photo: `${randomUUID()}.jpg` };
  const contact = { id: randomUUID() };
  const suspect = { id: randomUUID() };
  const leadPath = (id: string) => `/admin/leads/${id}`;

  beforeAll(async () => {
    site = await openTestSite(await open());
    cookies.sales = await signedInStaff(site, "sales");
    cookies.editor = await signedInStaff(site, "editor");
    await mkdir(path.join(site.storageDir, LEADS_FOLDER), { recursive: true });
    await writeFile(path.join(site.storageDir, LEADS_FOLDER, service.photo), JPEG);
    await site.db.insert(leadSubmissions).values([
      {
        id: service.id,
        form: "lac_request_service",
        fields: { first_name: "Sam", last_name: "Lee", email: "sam@example.com", message: "The sill leaks,\nbadly." },
        photos: [{ file: service.photo, original_name: 'Porch "door".jpg', content_type: "image/jpeg", size: JPEG.length }],
      },
      {
        id: contact.id,
        form: "lac_contact_us",
        fields: { first_name: "Lou", last_name: "Park", email: "lou@example.com", message: "=1+1" },
        photos: [],
        locale: "fr-CA",
      },
      {
        id: suspect.id,
        form: "lac_request_quote",
        fields: { first_name: "Quick", last_name: "Filler", email: "quick@example.com" },
        photos: [],
        spamReason: "too_fast",
      },
    ]);
    const [failed] = await site.db
      .insert(leadDeliveries)
      .values({ submissionId: service.id, channel: "email", lastError: "connect ECONNREFUSED", attempts: 1 })
      .returning({ id: leadDeliveries.id });
    await site.db.insert(leadDeliveryAttempts).values({ deliveryId: failed?.id ?? 0, outcome: "failed", error: "connect ECONNREFUSED" });
  }, 480_000);
  afterAll(() => site?.close());

  it("shows the sales team the inbox and a lead, with its answers, photo and delivery", async () => {
    const list = await asSales("/admin/leads");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const html = await list.text();
    expect(html).toContain('href="/admin/leads"');
    expect(html).toContain(`href="${leadPath(service.id)}"`);
    expect(html).toContain("Sam Lee");
    expect(html).toContain("Failed");

    const page = await (await asSales(leadPath(service.id))).text();
    expect(page).toContain("Customer Service Request");
    expect(page).toContain("First name");
    expect(page).toContain("The sill leaks,\nbadly.");
    expect(page).toContain(`src="${leadPath(service.id)}/photos/1"`);
    expect(page).toContain("E-mail to the sales team");
    expect(page).toContain("connect ECONNREFUSED");
    expect(page).toContain('<a href="mailto:sam@example.com"');
  });

  it("shows the locale each lead was sent in, in the list and on the lead's page", async () => {
    const html = await (await asSales("/admin/leads")).text();
    expect(html).toMatch(/<td[^>]*>fr-CA<\/td>/);
    expect(html).toMatch(/<td[^>]*>en-US<\/td>/);
    expect(await (await asSales(leadPath(contact.id))).text()).toContain("from a fr-CA page");
  });

  it("warns that leads cannot be delivered without a mail server, and says so of each delivery instead of a next attempt", async () => {
    const list = await (await asSales("/admin/leads")).text();
    expect(list).toContain("Leads cannot be delivered");
    expect(list).toContain("No mail server is set up (SMTP_URL)");
    // A lead whose e-mail waits for a mail server is listed as not sent.
    const waiting = randomUUID();
    await site.db.insert(leadSubmissions).values({ id: waiting, form: "lac_contact_us", fields: { first_name: "Wen" }, photos: [] });
    await site.db.insert(leadDeliveries).values({ submissionId: waiting, channel: "email" });
    const relisted = await (await asSales("/admin/leads")).text();
    const row = new RegExp(`<tr[^>]*>(?:(?!</tr>).)*${waiting}(?:(?!</tr>).)*</tr>`, "s").exec(relisted)?.[0] ?? "";
    expect(row).toContain(">Not sent<");
    await site.db.delete(leadSubmissions).where(eq(leadSubmissions.id, waiting));
    const page = await (await asSales(leadPath(service.id))).text();
    expect(page).toContain("Not sent: no mail server is set up (SMTP_URL). It goes out once one is.");
    expect(page).not.toContain("Next attempt");
  });

  it("keeps suspected spam out of the inbox, lists it with its reason in a view of its own, and releases one with one click", async () => {
    const inbox = await (await asSales("/admin/leads")).text();
    expect(inbox).not.toContain("Quick Filler");
    expect(inbox).toContain("Suspected spam (1)");
    expect(inbox).toContain('href="/admin/leads?view=spam"');

    const spam = await asSales("/admin/leads?view=spam");
    expect(spam.status).toBe(200);
    const spamHtml = await spam.text();
    expect(spamHtml).toContain("Quick Filler");
    expect(spamHtml).toContain("Sent faster than a person fills the form");
    expect(spamHtml).not.toContain("Sam Lee");
    expect(spamHtml).toContain(`name="lead" value="${suspect.id}"`);
    const page = await (await asSales(leadPath(suspect.id))).text();
    expect(page).toContain("Suspected spam");
    expect(page).toContain("Release to the inbox");

    expect(
      (
        await request("/admin/leads", {
          method: "POST",
          body: new URLSearchParams({ intent: "release", lead: suspect.id }),
          headers: { Origin: SITE, cookie: cookies.editor },
        })
      ).status,
    ).toBe(403);
    expect((await postAsSales("/admin/leads", { intent: "release", lead: "not-an-id" })).status).toBe(400);
    const released = await postAsSales("/admin/leads?view=spam", { intent: "release", lead: suspect.id });
    expect(released.status).toBe(200);
    expect(await released.text()).toContain("Released to the inbox");
    expect((await postAsSales("/admin/leads?view=spam", { intent: "release", lead: suspect.id })).status).toBe(409);
    expect(await (await asSales("/admin/leads")).text()).toContain("Quick Filler");
    // A quote goes to dealers first, as a new one would; this one names no place, so the router hands it to the sales team.
    const deliveries = () => site.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, suspect.id));
    expect(await deliveries()).toEqual([]);
    expect(await site.services.leadRouter.routeDue()).toMatchObject({ escalated: 1 });
    expect((await deliveries()).map((delivery) => delivery.channel)).toEqual(["email"]);
    const { entries } = await site.services.audit.list({ area: "leads", q: suspect.id.slice(0, 8) });
    expect(entries.map((entry) => entry.action)).toEqual(["released from suspected spam"]);
  });

  it("filters the inbox in its address", async () => {
    const html = await (await asSales("/admin/leads?form=lac_contact_us&q=lou")).text();
    expect(html).toContain("Lou Park");
    expect(html).not.toContain("Sam Lee");
    const none = await (await asSales("/admin/leads?q=%25%25&from=2020-01-01&to=not-a-day&status=bogus")).text();
    expect(none).toContain("No lead matches this filter.");
  });

  it("refuses editors and sends anyone not signed in to the sign-in page", async () => {
    for (const target of ["/admin/leads", leadPath(service.id), "/admin/leads/export.csv", `${leadPath(service.id)}/photos/1`]) {
      expect((await request(target, { headers: { cookie: cookies.editor } })).status).toBe(403);
      const anonymous = await request(target);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe(`/admin/sign-in?next=${encodeURIComponent(target)}`);
    }
    expect(await (await request("/admin", { headers: { cookie: cookies.editor } })).text()).not.toContain('href="/admin/leads"');
  });

  it("serves a lead's photo to the sales team only, privately, and nothing for a wrong index or a guessed name", async () => {
    const photo = await asSales(`${leadPath(service.id)}/photos/1`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("private, no-store");
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    expect(photo.headers.get("content-disposition")).toBe('inline; filename="Porch_door_.jpg"');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);

    for (const wrong of ["photos/2", "photos/0", "photos/abc", `photos/${service.photo}`, "photos/..%2F..%2Fetc%2Fpasswd"]) {
      const answer = await asSales(`${leadPath(service.id)}/${wrong}`);
      expect([wrong, answer.status]).toEqual([wrong, 404]);
    }
    for (const guessed of ["/admin/leads/..%2F..%2Fetc/photos/1", `${leadPath(service.id)}/photos/1%00`])
      expect((await asSales(guessed)).status).not.toBe(200);
    expect((await asSales(`${leadPath(contact.id)}/photos/1`)).status).toBe(404);
    expect((await asSales(`${leadPath(randomUUID())}/photos/1`)).status).toBe(404);
  });

  it("downloads the filtered leads as CSV, formulas defused", async () => {
    const all = await asSales("/admin/leads/export.csv");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    expect(all.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await all.text();
    expect(csv.split("\r\n")[0]).toMatch(/^id,submitted_at,form,locale,status,/);
    expect(csv).toContain(`${contact.id},`);
    expect(csv).toContain(",'=1+1,");
    expect(csv).toContain('"The sill leaks,\nbadly."');

    const filtered = await asSales("/admin/leads/export.csv?form=lac_contact_us");
    expect(filtered.headers.get("content-disposition")).toMatch(/filename="leads-lac_contact_us-/);
    const rows = (await filtered.text()).trimEnd().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(contact.id);
  });

  it("marks handled, assigns, notes, retries and deletes a lead, each in the audit log without the person's details", async () => {
    const target = leadPath(contact.id);
    expect(await (await postAsSales(target, { intent: "status", status: "handled" })).text()).toContain("Marked as handled.");
    const sales = (await site.services.accounts.staffWithRoles(["sales"]))[0];
    expect(await (await postAsSales(target, { intent: "assign", assignee: sales?.id ?? "" })).text()).toContain("Assigned to The sales.");
    const editor = (await site.services.accounts.staffWithRoles(["editor"]))[0];
    expect((await postAsSales(target, { intent: "assign", assignee: editor?.id ?? "" })).status).toBe(400);
    expect((await postAsSales(target, { intent: "note", note: "x".repeat(2001) })).status).toBe(400);
    const emptyNote = await postAsSales(target, { intent: "note", note: " " });
    expect(emptyNote.status).toBe(400);
    expect(await emptyNote.text()).toContain("Write the note first.");
    expect((await postAsSales(target, { intent: "status", status: "archived" })).status).toBe(400);
    expect(await (await postAsSales(target, { intent: "note", note: "Called\u0000 back." })).text()).toContain("Called back.");
    expect((await postAsSales(target, { intent: "whatever" })).status).toBe(400);

    const [delivery] = await site.db.insert(leadDeliveries).values({ submissionId: contact.id, channel: "confirmation" }).returning();
    expect((await postAsSales(target, { intent: "retry", delivery: String(delivery?.id) })).status).toBe(200);
    expect((await postAsSales(target, { intent: "retry", delivery: "99999" })).status).toBe(409);

    const unticked = await postAsSales(target, { intent: "delete" });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick the box to confirm that the lead goes for good.");
    const deleted = await postAsSales(target, { intent: "delete", confirm: "yes" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/leads?deleted=1");
    expect((await asSales(target)).status).toBe(404);

    const { entries } = await site.services.audit.list({ area: "leads", q: contact.id.slice(0, 8) });
    expect(entries.map((entry) => entry.action)).toEqual(["deleted", "delivery retried", "note added", "assigned", "marked handled"]);
    expect(JSON.stringify(entries)).not.toMatch(/lou@example\.com|Lou|Park|Called/);
  });

  it("deletes a lead's photos with it", async () => {
    expect(await readdir(path.join(site.storageDir, LEADS_FOLDER))).toContain(service.photo);
    await postAsSales(leadPath(service.id), { intent: "delete", confirm: "yes" });
    expect(await readdir(path.join(site.storageDir, LEADS_FOLDER))).not.toContain(service.photo);
    expect((await asSales(`${leadPath(service.id)}/photos/1`)).status).toBe(404);
  });
});
