import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { eq } from "drizzle-orm";
import { documents } from "~/features/documents/index.server";
import { leadSubmissions } from "~/features/leads/index.server";
import { mediaItems } from "~/features/media-library/index.server";
import { redirects } from "~/features/seo/index.server";
import { routeIdFinder } from "~/platform/route-ids";
import { adminAccess, openAdminRoutes, readOnlyAccess } from "./admin-access";
import { dealers } from "~/features/dealers/index.server";
import { PASSWORD_RESET_SENT } from "./admin-routes.server";
import { staffMail, staffUsers } from "./tables.server";
import { staffRoles, type StaffRole } from "./roles";

const SITE = "http://localhost:3000";
const password = "a long enough passphrase";
const formPost = (fields: Record<string, string>, origin = SITE): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { Origin: origin },
});

type AdminRoute = { id: string; path?: string; file: string };

/** Every route of app/routes.ts under /admin, layouts included (found through their children). */
function adminRoutes(entries: RouteConfigEntry[], inAdmin = false): AdminRoute[] {
  return entries.flatMap((entry) => {
    const children = adminRoutes(entry.children ?? [], inAdmin);
    const isAdmin = entry.path === "admin" || Boolean(entry.path?.startsWith("admin/")) || (!entry.path && children.length > 0);
    return isAdmin ? [{ id: entry.id ?? entry.file, path: entry.path, file: entry.file }, ...children] : children;
  });
}

const source = (file: string) => readFileSync(path.join("app", file), "utf8");
const hasPage = (file: string) => /export default function/.test(source(file));
const hasLoader = (file: string) => /export (?:const|async function|function) loader\b/.test(source(file));
const hasAction = (file: string) => /export (?:const|async function|function) action\b/.test(source(file));
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

describe("the admin's route table", () => {
  const all = adminRoutes(routes);

  it("finds the admin's routes", () => {
    expect(all.map((route) => route.id)).toEqual(expect.arrayContaining(["admin-sign-in", "admin-layout", "admin-home"]));
  });

  it.each(all)("$id is either open or has the roles that may use it", ({ id }) => {
    expect(id in adminAccess || (openAdminRoutes as readonly string[]).includes(id)).toBe(true);
  });

  // The guard is the admin layout's middleware (decision 0042): it sees the routes below the layout, and only those.
  const behindGuard = new Set(adminRoutes(routes.find((entry) => entry.id === "admin-layout")?.children ?? []).map((route) => route.id));

  it.each(all.filter((route) => route.id !== "admin-layout"))(
    "$id is behind the guard exactly when the access table lists it",
    ({ id }) => {
      expect([id, behindGuard.has(id)]).toEqual([id, id in adminAccess]);
    },
  );

  // Only through `guarded(context)` can a loader or action below the layout reach the services, so one that forgot to ask the guard reaches no data.
  it.each(all.filter((route) => behindGuard.has(route.id)))("$id takes its services from the guard", ({ file }) => {
    expect(source(file)).not.toContain("servicesContext");
  });
});

describe.each(siteTestDatabases())("the admin over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const cookies = new Map<StaffRole, string>();
  // A value for each route parameter of an admin route, so the matrix can ask for a real page.
  const sampleParams = new Map<string, string>();
  const pathOf = (routePath: string) =>
    `/${routePath.replace(/:(\w+)/g, (_, name: string) => {
      const value = sampleParams.get(name);
      if (!value) throw new Error(`Give the route parameter ${name} a sample value in this test.`);
      return value;
    })}`;

  async function signIn(email: string, secret = password, address = "203.0.113.9") {
    return request("/admin/sign-in", {
      ...formPost({ email, password: secret, next: "/admin" }),
      headers: { Origin: SITE, "X-Forwarded-For": address },
    });
  }

  beforeAll(async () => {
    // Behind a proxy we trust, X-Forwarded-For names the client, so tests can sign in from several addresses.
    site = await openTestSite(await open(), { TRUST_PROXY: "true" });
    for (const role of staffRoles) {
      const invitation = await site.services.accounts.invite({ email: `${role}@example.com`, name: `The ${role}`, role });
      if (!("link" in invitation)) throw new Error("not invited");
      await site.services.accounts.setPassword(new URL(invitation.link).searchParams.get("token") ?? "", password);
      cookies.set(role, cookieOf(await signIn(`${role}@example.com`)));
    }
    const aPage = await site.services.content.pageByPath("/about/careers");
    sampleParams.set("id", String(aPage?.id ?? 0));
    // A row is enough for the item's page to answer; no file is written to the shared demo media.
    const [anItem] = await site.db
      .insert(mediaItems)
      .values({
        path: "media/library/sample-00000000.pdf",
        kind: "pdf",
        contentType: "application/pdf",
        bytes: 1,
        title: "Sample",
        originalName: "sample.pdf",
        uploadedBy: "The admin",
      })
      .returning({ id: mediaItems.id });
    sampleParams.set("itemId", String(anItem?.id ?? 0));
    // A lead with one photo, whose file is in this site's own storage folder.
    const leadId = randomUUID();
    const photo = `${randomUUID()}.jpg`;
    await mkdir(path.join(site.storageDir, "leads"), { recursive: true });
    await writeFile(path.join(site.storageDir, "leads", photo), Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]));
    await site.db.insert(leadSubmissions).values({
      id: leadId,
      form: "lac_contact_us",
      fields: { first_name: "Sample" },
      photos: [{ file: photo, original_name: "sample.jpg", content_type: "image/jpeg", size: 4 }],
    });
    sampleParams.set("leadId", leadId);
    sampleParams.set("index", "1");
    const [aRedirect] = await site.db.select({ id: redirects.id }).from(redirects).limit(1);
    sampleParams.set("redirectId", String(aRedirect?.id ?? 0));
    const [aDocument] = await site.db.select({ id: documents.id }).from(documents).limit(1);
    sampleParams.set("documentId", String(aDocument?.id ?? 0));
    // Items of the demo gallery (content/gallery).
    sampleParams.set("imageId", "image-residential-01");
    const [aDealer] = await site.db.select({ id: dealers.id }).from(dealers).limit(1);
    sampleParams.set("dealerId", aDealer?.id ?? "");
    sampleParams.set("videoId", "video-01");
  }, 480_000);
  afterAll(() => site.close());

  // The authorisation matrix: a route added to the table is covered without a new test.
  const guarded = adminRoutes(routes).filter((route) => route.path && route.id in adminAccess);

  it.each(guarded)("$id sends anyone not signed in to the sign-in page", async ({ path: routePath, file }) => {
    const target = pathOf(routePath ?? "");
    for (const init of [...(hasLoader(file) ? [undefined] : []), ...(hasAction(file) ? [formPost({})] : [])]) {
      const response = await request(target, init);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/admin/sign-in?next=${encodeURIComponent(target)}`);
    }
  });

  // Pages and files (resource routes with a loader) alike; a refused file is answered by React Router without the page's headers.
  it.each(guarded)("$id answers each role as admin-access.ts says", async ({ id, path: routePath, file }) => {
    if (!hasLoader(file)) return;
    for (const role of staffRoles) {
      const response = await request(pathOf(routePath ?? ""), { headers: { cookie: cookies.get(role) ?? "" } });
      const allowed = (adminAccess[id as keyof typeof adminAccess] as readonly string[]).includes(role);
      expect([role, response.status]).toEqual([role, allowed ? 200 : 403]);
      if (allowed || hasPage(file)) expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it.each(guarded)("$id is the route the guard finds from the pattern React Router hands it", async ({ id, path: routePath }) => {
    expect(await routeIdFinder(site.getBuild)(routePath ?? "")).toBe(id);
  });

  // A page answers GET, HEAD and its client navigations' data requests (`.data`); a file GET and HEAD.
  const pageOrFile = guarded.filter(({ file }) => hasLoader(file) || hasPage(file));

  it.each(pageOrFile)(
    "$id sends anyone not signed in to the sign-in page on HEAD and on a data request",
    async ({ path: routePath, file }) => {
      const target = pathOf(routePath ?? "");
      const signIn = `/admin/sign-in?next=${encodeURIComponent(target)}`;
      const head = await request(target, { method: "HEAD" });
      expect([head.status, head.headers.get("location")]).toEqual([302, signIn]);
      if (!hasPage(file)) return;
      // React Router answers a data request's redirect with 202 and the address in its body: the page's, never the `.data` one.
      const navigation = await request(`${target}.data`);
      expect(navigation.status).toBe(202);
      expect(await navigation.text()).toContain(`"${signIn}"`);
    },
  );

  it.each(pageOrFile)(
    "$id answers each role as admin-access.ts says on HEAD and on a data request",
    async ({ id, path: routePath, file }) => {
      const target = pathOf(routePath ?? "");
      // A page without a loader of its own is asked too: the layout refuses it.
      const asks = [...(hasLoader(file) ? [] : [{ method: "GET", at: target }]), { method: "HEAD", at: target }];
      if (hasPage(file)) asks.push({ method: "GET", at: `${target}.data` });
      for (const role of staffRoles) {
        const allowed = (adminAccess[id as keyof typeof adminAccess] as readonly string[]).includes(role);
        for (const { method, at } of asks) {
          const response = await request(at, { method, headers: { cookie: cookies.get(role) ?? "" } });
          expect([role, method, at, response.status]).toEqual([role, method, at, allowed ? 200 : 403]);
        }
      }
    },
  );

  it.each(guarded.filter(({ file }) => hasAction(file)))(
    "$id refuses a post from a role the table does not let in, or lets read only",
    async ({ id, path: routePath }) => {
      const routeId = id as keyof typeof adminAccess;
      const refused = staffRoles.filter(
        (role) => !(adminAccess[routeId] as readonly string[]).includes(role) || readOnlyAccess[routeId]?.includes(role),
      );
      for (const role of refused) {
        const response = await request(pathOf(routePath ?? ""), {
          ...formPost({}),
          headers: { Origin: SITE, cookie: cookies.get(role) ?? "" },
        });
        expect([role, response.status]).toEqual([role, 403]);
      }
    },
  );

  it("runs nothing of an action its role may not use: an editor's invitation makes no account", async () => {
    const invited = await request("/admin/users", {
      ...formPost({ intent: "invite", name: "Nobody", email: "invited.by.editor@example.com", role: "admin" }),
      headers: { Origin: SITE, cookie: cookies.get("editor") ?? "" },
    });
    expect(invited.status).toBe(403);
    const made = await site.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, "invited.by.editor@example.com"));
    expect(made).toEqual([]);
  });

  it("signs in with a session cookie that is HttpOnly and SameSite, and shows who is signed in", async () => {
    const response = await signIn("editor@example.com", password, "203.0.113.20");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/content");
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    const page = await request("/admin", { headers: { cookie: cookieOf(response) } });
    const html = await page.text();
    expect(html).toContain("The editor · Editor");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('aria-label="Cookie preferences"');
  });

  it("signs in whatever the address to go on to: one too long or of another site opens the role's start", async () => {
    for (const next of [`/${"x".repeat(3000)}`, "https://evil.example/"]) {
      const response = await request("/admin/sign-in", {
        ...formPost({ email: "sales@example.com", password, next }),
        headers: { Origin: SITE, "X-Forwarded-For": "203.0.113.21" },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/leads");
    }
  });

  it("starts each role where it works, and keeps an address asked for", async () => {
    const landing = async (email: string, next?: string) =>
      (
        await request("/admin/sign-in", {
          ...formPost({ email, password, ...(next ? { next } : {}) }),
          headers: { Origin: SITE, "X-Forwarded-For": "203.0.113.23" },
        })
      ).headers.get("location");
    expect(await landing("sales@example.com")).toBe("/admin/leads");
    expect(await landing("editor@example.com")).toBe("/admin/content");
    expect(await landing("admin@example.com")).toBe("/admin");
    expect(await landing("editor@example.com", "/admin/media?q=door")).toBe("/admin/media?q=door");
  });

  it("shows those who follow leads up how many new ones wait, in the menu", async () => {
    const newLeads = await site.services.leadInbox.newCount();
    expect(newLeads).toBeGreaterThan(0);
    const menu = async (role: StaffRole) =>
      /<nav aria-label="Admin".*?<\/nav>/s.exec(
        await (await request("/admin", { headers: { cookie: cookies.get(role) ?? "" } })).text(),
      )?.[0] ?? "";
    expect(await menu("sales")).toContain(`${newLeads} new`);
    expect(await menu("admin")).toContain(`${newLeads} new`);
    expect(await menu("editor")).not.toContain(" new<");
  });

  it("gives the administrator a start checklist from the site's real state, each step linked to its screen", async () => {
    const home = await (await request("/admin", { headers: { cookie: cookies.get("admin") ?? "" } })).text();
    const checklist = /<section aria-labelledby="start-heading".*?<\/section>/s.exec(home)?.[0] ?? "";
    expect(checklist).toContain("Getting the site ready");
    // Other accounts exist (this file made one per role); no mail server nor recipients are set up here.
    expect(checklist).toMatch(/Done<\/span>.*?Invite the team/s);
    expect(checklist).toMatch(/Not done<\/span>.*?Set who gets the leads/s);
    expect(checklist).toMatch(/Not done<\/span>.*?Set up the mail server.*?SMTP_URL is not set/s);
    for (const link of ['href="/admin/users"', 'href="/admin/settings#recipients-heading"', 'href="/admin/redirects/not-found"'])
      expect(checklist).toContain(link);
    const asEditor = await (await request("/admin", { headers: { cookie: cookies.get("editor") ?? "" } })).text();
    expect(asEditor).not.toContain("Getting the site ready");
  });

  it("tells a role that may not open a page so, inside the admin's frame", async () => {
    const response = await request("/admin/content", { headers: { cookie: cookies.get("sales") ?? "" } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Your role may not open this page");
    expect(html).toContain("The sales · Sales");
  });

  it("shows each role the sections it may open, and editors the list of every entity", async () => {
    const asEditor = await (await request("/admin/content?type=landing_page", { headers: { cookie: cookies.get("editor") ?? "" } })).text();
    expect(asEditor).toContain('href="/admin/content"');
    expect(asEditor).toContain('href="/admin/media"');
    expect(asEditor).toMatch(/\d+ entries/);
    expect(asEditor).toContain("Landing page");
    expect(asEditor).not.toContain('<td class="px-4 py-3 text-ink">Blog post</td>');
    const asSales = await (await request("/admin", { headers: { cookie: cookies.get("sales") ?? "" } })).text();
    expect(asSales).not.toContain('href="/admin/content"');
    expect(asSales).not.toContain('href="/admin/media"');
  });

  it("refuses a wrong password with a message, and a sign-in posted from another site", async () => {
    const wrong = await signIn("sales@example.com", "not the password at all", "203.0.113.21");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("The e-mail address or the password is not right.");
    const withControls = await signIn("sales@example.com\u0000", "not\u0000 the password", "203.0.113.22");
    expect(withControls.status).toBe(401);
    const crossSite = await request("/admin/sign-in", formPost({ email: "sales@example.com", password }, "https://elsewhere.example"));
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();
  });

  async function member(email: string) {
    const invitation = await site.services.accounts.invite({ email, name: "Target", role: "sales" });
    if (!("link" in invitation)) throw new Error("not invited");
    await site.services.accounts.setPassword(new URL(invitation.link).searchParams.get("token") ?? "", password);
  }

  it("slows a stranger's guesses with Retry-After, and never locks the account for its owner elsewhere", async () => {
    await member("target@example.com");
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 12 && !refused; attempt += 1) {
      const answer = await signIn("target@example.com", "wrong guess number x", "198.51.100.7");
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(401);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused?.headers.get("cache-control")).toBe("private, no-store");
    expect(await refused?.text()).toContain("Too many sign-in attempts from this address.");
    const owner = await signIn("target@example.com", password, "203.0.113.77");
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/admin/leads");
  });

  it("answers too many requests for a new password with 429 and Retry-After", async () => {
    const forgot = () =>
      request("/admin/forgot-password", {
        ...formPost({ email: "nobody.at.all@example.com" }),
        headers: { Origin: SITE, "X-Forwarded-For": "198.51.100.30" },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot()).status).toBe(200);
    const refused = await forgot();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many requests for a new password.");
  });

  it("marks the session cookie Secure whenever the request came over https, as HSTS does", async () => {
    const over = (proto: string) =>
      request("/admin/sign-in", {
        method: "POST",
        body: new URLSearchParams({ email: "editor@example.com", password, next: "/admin" }),
        headers: { "X-Forwarded-Proto": proto, "X-Forwarded-For": "203.0.113.41" },
      });
    const sessionCookie = (response: Response) =>
      response.headers.getSetCookie().find((line) => line.startsWith("lc-admin.session_token="));
    const https = await over("https");
    expect(https.status).toBe(302);
    expect(https.headers.get("strict-transport-security")).toMatch(/max-age=/);
    expect(sessionCookie(https)).toMatch(/;\s*Secure/i);
    const http = await over("http");
    expect(http.headers.get("strict-transport-security")).toBeNull();
    expect(sessionCookie(http)).not.toMatch(/;\s*Secure/i);
  });

  it("signs out: the old cookie opens nothing any more", async () => {
    const cookie = cookieOf(await signIn("admin@example.com", password, "203.0.113.30"));
    expect((await request("/admin", { headers: { cookie } })).status).toBe(200);
    const out = await request("/admin/sign-out", { ...formPost({}), headers: { Origin: SITE, cookie } });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin/sign-in");
    expect((await request("/admin", { headers: { cookie } })).status).toBe(302);
  });

  it("the setup link works once, and only while nobody has an account", async () => {
    expect(await site.services.accounts.firstAdminSetupLink()).toBeNull();
    const page = await (await request("/admin/setup?token=anything")).text();
    expect(page).toContain("This setup link is not valid");
  });

  it("an invitation link sets a password once and signs its owner in", async () => {
    const invitation = await site.services.accounts.invite({ email: "new@example.com", name: "New", role: "editor" });
    if (!("link" in invitation)) throw new Error("not invited");
    const target = new URL(invitation.link);
    const first = await request(`${target.pathname}${target.search}`, formPost({ password, confirm: password }));
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/content");
    expect(await (await request("/admin", { headers: { cookie: cookieOf(first) } })).text()).toContain("New · Editor");
    const again = await request(`${target.pathname}${target.search}`, formPost({ password, confirm: password }));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This link is not valid any more:");
  });

  it("refuses a password that is common or easy to guess, and says why", async () => {
    const invitation = await site.services.accounts.invite({ email: "weak@example.com", name: "Weak", role: "sales" });
    if (!("link" in invitation)) throw new Error("not invited");
    const target = new URL(invitation.link);
    for (const weak of ["aaaaaaaaaaaa", "password1234", "weak@example.com"]) {
      const refused = await request(`${target.pathname}${target.search}`, formPost({ password: weak, confirm: weak }));
      expect([weak, refused.status]).toEqual([weak, 400]);
      expect(await refused.text()).toContain("This password is too easy to guess");
    }
    expect((await request(`${target.pathname}${target.search}`, formPost({ password, confirm: password }))).status).toBe(302);
  });

  it("builds an invitation link shown on screen from the address the admin reached the site at", async () => {
    const origin = "http://127.0.0.1:3111";
    const invited = await site.app.request(`${origin}/admin/users`, {
      method: "POST",
      body: new URLSearchParams({ intent: "invite", name: "Port", email: "port@example.com", role: "sales" }),
      headers: { Origin: origin, cookie: cookies.get("admin") ?? "" },
    });
    expect(await invited.text()).toMatch(/value="http:\/\/127\.0\.0\.1:3111\/admin\/set-password\?token=[\w-]{32}"/);
  });

  // A body that is no form (text, JSON) or cannot be read (a broken multipart) is the sender's
  // fault: every admin action answers 400 or 415 with a page that says so, never 500.
  const unreadableBodies: [string, string][] = [
    ["text/plain", "email=a@example.com&password=x"],
    ["application/json", '{"email":"a@example.com"}'],
    ["multipart/form-data; boundary=edge", '--edge\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken'],
    ["multipart/form-data", "no boundary at all"],
  ];
  // Sign-out is the exception: it signs out whatever the body (the next test).
  const withAction = adminRoutes(routes).filter((route) => route.path && hasAction(route.file) && route.id !== "admin-sign-out");

  it.each(withAction)("$id answers a post that is no readable form with 400 or 415", async ({ id, path: routePath }) => {
    for (const [type, body] of unreadableBodies) {
      const response = await request(pathOf(routePath ?? ""), {
        method: "POST",
        body,
        headers: { Origin: SITE, "Content-Type": type, cookie: cookies.get("admin") ?? "" },
      });
      // An upload sent without scripts is answered by a redirect to its page, which says why.
      if (response.status === 303)
        expect([id, type, response.headers.get("location")]).toEqual([id, type, expect.stringMatching(/[?&]refused=/)]);
      else expect([id, type, response.status]).toEqual([id, type, expect.toBeOneOf([400, 415])]);
      expect(await response.text()).not.toMatch(/\bat .+\.tsx?:\d+/);
    }
  });

  it("signs out whatever the body of the sign-out post", async () => {
    for (const [type, body] of unreadableBodies) {
      const cookie = cookieOf(await signIn("admin@example.com", password, "203.0.113.31"));
      const out = await request("/admin/sign-out", { method: "POST", body, headers: { Origin: SITE, "Content-Type": type, cookie } });
      expect([type, out.status, out.headers.get("location")]).toEqual([type, 302, "/admin/sign-in"]);
      expect((await request("/admin", { headers: { cookie } })).status).toBe(302);
    }
  });

  it("links the sign-in page to a forgotten-password page that answers a known and an unknown address alike", async () => {
    expect(await (await request("/admin/sign-in")).text()).toContain('href="/admin/forgot-password"');
    expect((await request("/admin/forgot-password")).status).toBe(200);
    const known = await request("/admin/forgot-password", formPost({ email: "sales@example.com" }));
    const unknown = await request("/admin/forgot-password", formPost({ email: "nobody@example.com" }));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.headers.get("cache-control")).toBe("private, no-store");
    expect(await known.text()).toContain(PASSWORD_RESET_SENT);
    expect(await unknown.text()).toContain(PASSWORD_RESET_SENT);
    const queued = await site.db
      .select({ to: staffUsers.email })
      .from(staffMail)
      .innerJoin(staffUsers, eq(staffUsers.id, staffMail.userId));
    expect(queued).toEqual([{ to: "sales@example.com" }]);
  });
});
