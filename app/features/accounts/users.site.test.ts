import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    const nothing = await (await request("/admin/audit?area=media&q=rolf", as("admin"))).text();
    expect(nothing).toContain("No change matches this filter.");
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

    const invited = await post("/admin/users", { intent: "invite", name: "Nina", email: "nina@example.com", role: "sales" });
    const page = await invited.text();
    expect(page).toContain("E-mail is not set up on this site");
    expect(page).toMatch(/value="http:\/\/localhost:3000\/admin\/set-password\?token=[\w-]{32}"/);
    const again = await post("/admin/users", { intent: "invite", name: "Nina", email: "NINA@example.com", role: "sales" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("An account with this e-mail address exists already.");
    const bad = await post("/admin/users", { intent: "invite", name: "", email: "not an address\u0000", role: "owner" });
    expect(bad.status).toBe(400);
  });
});
