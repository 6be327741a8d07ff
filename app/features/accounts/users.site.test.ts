import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadSubmissions } from "~/features/leads/index.server";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { type StaffRole, staffRoles } from "./roles";

const SITE = "http://localhost:3000";
const password = "a long enough passphrase";

describe.each(siteTestDatabases().slice(0, 1))("the users screen and the audit log over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const cookies = new Map<StaffRole, string>();
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const as = (role: StaffRole) => ({ headers: { cookie: cookies.get(role) ?? "" } });
  const post = (target: string, fields: Record<string, string>, cookie = cookies.get("admin") ?? "") =>
    request(target, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });

  async function signedIn(email: string) {
    const session = await site.services.accounts.signIn(email, password, new Headers());
    if (!session.ok) throw new Error(`${email} is not signed in`);
    return session.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  async function member(email: string, role: StaffRole) {
    const invitation = await site.services.accounts.invite({ email, name: `The ${role}`, role });
    if (!("link" in invitation)) throw new Error("not invited");
    await site.services.accounts.setPassword(new URL(invitation.link).searchParams.get("token") ?? "", password);
    return (await site.services.accounts.users.list()).find((user) => user.email === email)?.id ?? "";
  }

  beforeAll(async () => {
    site = await openTestSite(await open());
    for (const role of staffRoles) {
      await member(`${role}@example.com`, role);
      cookies.set(role, await signedIn(`${role}@example.com`));
    }
  }, 480_000);
  afterAll(() => site?.close());

  it("opens both screens to administrators only, and links them in the admin's navigation", async () => {
    const users = await request("/admin/users", as("admin"));
    expect(users.status).toBe(200);
    const page = await users.text();
    expect(page).toContain("editor@example.com");
    expect(page).toContain('href="/admin/audit"');
    expect((await request("/admin/audit", as("admin"))).status).toBe(200);
    for (const role of ["editor", "sales"] as const) {
      expect([role, (await request("/admin/users", as(role))).status]).toEqual([role, 403]);
      expect([role, (await request("/admin/audit", as(role))).status]).toEqual([role, 403]);
      expect([role, (await post("/admin/users", { intent: "disable", userId: "x" }, cookies.get(role))).status]).toEqual([role, 403]);
      expect(await (await request("/admin", as(role))).text()).not.toContain('href="/admin/users"');
    }
  });

  it("changes a role, and the audit log shows who did it and the role before and after", async () => {
    const id = await member("rolf@example.com", "sales");
    const changed = await post("/admin/users", { intent: "role", userId: id, role: "editor" });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("The sales is now Editor.");

    const log = await (await request("/admin/audit?area=users&q=rolf", as("admin"))).text();
    expect(log).toContain("role changed");
    expect(log).toContain("rolf@example.com");
    expect(log).toContain("The admin");
    expect(log).toContain('<dt class="text-stone">role</dt><dd class="break-words text-ink">sales <span aria-hidden="true">→</span>');
    expect(log).toContain('<span class="sr-only">changed to</span> editor</dd>');
    expect(log).toContain(">rolf@example.com</a>");
    const nothing = await (await request("/admin/audit?area=media&q=rolf", as("admin"))).text();
    expect(nothing).toContain("No change matches this filter.");
  });

  it("names the person a lead was assigned to, lists only what a settings save changed, and links a subject to its screen", async () => {
    const leadId = randomUUID();
    await site.db.insert(leadSubmissions).values({ id: leadId, form: "lac_contact_us", fields: { first_name: "Ada" }, photos: [] });
    const sales = (await site.services.accounts.users.list()).find((user) => user.email === "sales@example.com");
    expect((await post(`/admin/leads/${leadId}`, { intent: "assign", assignee: sales?.id ?? "" })).status).toBe(200);
    const leads = await (await request(`/admin/audit?area=leads&q=${leadId.slice(0, 8)}`, as("admin"))).text();
    const assigned = /<tr[^>]*>(?:(?!<\/tr>).)*>assigned<(?:(?!<\/tr>).)*<\/tr>/s.exec(leads)?.[0] ?? "";
    expect(assigned).toContain("The sales</dd>");
    expect(assigned).not.toContain(sales?.id ?? "no id");

    const settings = await (await request("/admin/settings", as("admin"))).text();
    const fields: Record<string, string> = { intent: "company" };
    for (const [, name, value] of settings.matchAll(
      /<input[^>]*?name="((?:brand|legalName|address|privacyPolicyUrl|\w+Phone\.\w+|phone\.\w+|social\.\d+\.\w+))"[^>]*?value="([^"]*)"/g,
    ))
      fields[name!] = value!.replaceAll("&amp;", "&");
    expect((await post("/admin/settings", { ...fields, address: "1 Harbor Dr, Oceanside, CA 92054" })).status).toBe(200);
    const saved = await (await request("/admin/audit?area=settings", as("admin"))).text();
    const entry = /<tr[^>]*>(?:(?!<\/tr>).)*Company facts(?:(?!<\/tr>).)*<\/tr>/s.exec(saved)?.[0] ?? "";
    expect(entry).toContain('href="/admin/settings"');
    expect(entry).toContain(">address</dt>");
    expect(entry).toContain("1 Harbor Dr, Oceanside, CA 92054");
    for (const unchanged of [">brand</dt>", ">legalName</dt>", ">phone</dt>", ">social</dt>"]) expect(entry).not.toContain(unchanged);
  });

  it("ends a disabled account's session at once, and says why at sign-in", async () => {
    const id = await member("dora@example.com", "editor");
    const cookie = await signedIn("dora@example.com");
    expect((await request("/admin/content", { headers: { cookie } })).status).toBe(200);

    expect((await post("/admin/users", { intent: "disable", userId: id })).status).toBe(200);
    const after = await request("/admin/content", { headers: { cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    const signIn = await post("/admin/sign-in", { email: "dora@example.com", password, next: "/admin" }, "");
    expect(signIn.status).toBe(403);
    expect(await signIn.text()).toContain("This account is disabled.");
  });

  it("refuses to disable oneself, and without e-mail shows an invitation link once", async () => {
    const admin = (await site.services.accounts.users.list()).find((user) => user.email === "admin@example.com");
    const self = await post("/admin/users", { intent: "disable", userId: admin?.id ?? "" });
    expect(self.status).toBe(409);
    expect(await self.text()).toContain("You cannot disable your own account.");

    const before = await (await request("/admin/users", as("admin"))).text();
    expect(before).toContain("No mail server is set up (SMTP_URL), so nothing is e-mailed: you get a link to copy");
    expect(before).toContain("Make the invitation link");
    expect(before).not.toContain("They get an e-mail");

    const invited = await post("/admin/users", { intent: "invite", name: "Nina", email: "nina@example.com", role: "sales" });
    const page = await invited.text();
    expect(page).toContain("copy this link and send it to nina@example.com yourself");
    expect(page).toMatch(/<label for="invitation-link"[^>]*>Invitation link<\/label>/);
    expect(page).toMatch(/id="invitation-link" readOnly=""[^>]* value="http:\/\/localhost:3000\/admin\/set-password\?token=[\w-]{32}"/);
    // The invitation form starts afresh: nothing of Nina is left in it.
    const inviteForm = /<summary[^>]*>Invite someone<\/summary>.*?<\/form>/s.exec(page)?.[0] ?? "";
    expect(inviteForm).toContain('name="email"');
    expect(inviteForm).not.toContain("nina@example.com");
    expect(inviteForm).not.toContain('value="Nina"');
    const again = await post("/admin/users", { intent: "invite", name: "Nina", email: "NINA@example.com", role: "sales" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("An account with this e-mail address exists already.");
    const bad = await post("/admin/users", { intent: "invite", name: "", email: "not an address\u0000", role: "owner" });
    expect(bad.status).toBe(400);
  });

  it("names the account on the set-password page, and shows no form for a link used or unknown", async () => {
    const invitation = await site.services.accounts.invite({ email: "olga@example.com", name: "Olga", role: "editor" });
    if (!("link" in invitation)) throw new Error("not invited");
    const target = new URL(invitation.link);
    const form = await request(`${target.pathname}${target.search}`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain("For the account <strong");
    expect(html).toContain("olga@example.com");
    expect(html).toContain("Save the password");

    const set = await post(`${target.pathname}${target.search}`, { password, confirm: password }, "");
    expect(set.status).toBe(302);
    expect(set.headers.get("location")).toBe("/admin/content");
    for (const used of [`${target.pathname}${target.search}`, "/admin/set-password?token=unknown", "/admin/set-password"]) {
      const answer = await request(used);
      expect([used, answer.status]).toEqual([used, 410]);
      const refused = await answer.text();
      expect(refused).toContain("This link is not valid any more");
      expect(refused).not.toContain("Save the password");
    }
  });
});
