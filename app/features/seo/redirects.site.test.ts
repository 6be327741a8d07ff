import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";

const SITE = "http://localhost:3000";
const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe.each(siteTestDatabases().slice(0, 1))("redirects and the 404 log over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const cookies = { editor: "", sales: "" };
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const visit = (target: string, agent = browser) =>
    request(target, { headers: { "user-agent": agent, referer: "https://news.example.com/story?reader=someone" } });
  const postForm = (target: string, fields: Record<string, string>, cookie = cookies.editor) =>
    request(target, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });
  const loggedPaths = async () => (await site.services.notFoundLog.list({})).entries.map((entry) => entry.path);

  beforeAll(async () => {
    site = await openTestSite(await open());
    cookies.editor = await signedInStaff(site, "editor");
    cookies.sales = await signedInStaff(site, "sales");
  }, 480_000);
  afterAll(() => site?.close());

  it("logs a visitor's 404 with the referrer's host, and not a probe's or a crawler's", async () => {
    expect((await visit("/no-such-page?utm_source=mail")).status).toBe(404);
    expect((await visit("/wp-admin")).status).toBe(404);
    expect((await visit("/crawled-only", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).status).toBe(404);
    await vi.waitFor(async () => expect(await loggedPaths()).toEqual(["/no-such-page"]));
    expect((await site.services.notFoundLog.list({})).entries[0]).toMatchObject({ hits: 1, referrerHost: "news.example.com" });
  });

  it("lets an editor turn the log entry into a redirect that visitors then follow", async () => {
    const log = await (await request("/admin/redirects/not-found", { headers: { cookie: cookies.editor } })).text();
    expect(log).toContain('href="/admin/redirects?from=%2Fno-such-page#new-redirect"');

    const form = await (await request("/admin/redirects?from=%2Fno-such-page", { headers: { cookie: cookies.editor } })).text();
    expect(form).toContain('value="/no-such-page"');

    const chained = await postForm("/admin/redirects", {
      intent: "create",
      from: "/no-such-page",
      to: "/folding-glass-doors",
      status: "301",
    });
    expect(chained.status).toBe(400);
    expect(await chained.text()).toContain(
      "/folding-glass-doors already redirects to /products/folding-doors: point this one to /products/folding-doors instead.",
    );

    const saved = await postForm("/admin/redirects", { intent: "create", from: "/no-such-page", to: "/about/careers", status: "301" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: /no-such-page now redirects to /about/careers.");

    const followed = await visit("/no-such-page");
    expect(followed.status).toBe(301);
    expect(followed.headers.get("location")).toBe("/about/careers");
    expect(await loggedPaths()).toEqual([]);
    const { entries } = await site.services.audit.list({ area: "redirects" });
    expect(entries[0]).toMatchObject({ action: "created", subject: "/no-such-page", actorName: "The editor" });
    // The list names who made the rule, not "Staff".
    const list = await (await request("/admin/redirects?q=%2Fno-such-page", { headers: { cookie: cookies.editor } })).text();
    const row = /<tr[^>]*>(?:(?!<\/tr>).)*\/no-such-page(?:(?!<\/tr>).)*<\/tr>/s.exec(list)?.[0] ?? "";
    expect(row).toContain("The editor");
    expect(row).not.toContain(">Staff<");
  });

  it("lets an editor change a seeded redirect (it becomes staff's) and delete it once confirmed", async () => {
    const [faq] = (await site.services.staffRedirects.list({ q: "/faq", origin: "seeded", page: 1 })).rules;
    const target = `/admin/redirects/${faq?.id}`;
    const saved = await postForm(target, { intent: "save", from: "/faq", to: "/support/faqs?from=old", status: "302" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved. Visitors are sent to the new address from now on.");
    expect(await site.services.staffRedirects.byId(faq?.id ?? 0)).toMatchObject({ seeded: false, status: 302 });
    expect((await visit("/faq")).headers.get("location")).toBe("/support/faqs?from=old");

    expect((await postForm(target, { intent: "delete" })).status).toBe(400);
    const deleted = await postForm(target, { intent: "delete", confirm: "yes" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/redirects");
    expect((await visit("/faq")).status).toBe(404);
    expect((await site.services.audit.list({ area: "redirects", q: "/faq" })).entries.map((entry) => entry.action)).toEqual([
      "deleted",
      "edited",
    ]);
  });

  it("dismisses an entry of the 404 log", async () => {
    await vi.waitFor(async () => expect(await loggedPaths()).toContain("/faq"));
    const dismissed = await postForm("/admin/redirects/not-found", { intent: "dismiss", path: "/faq" });
    expect(dismissed.status).toBe(200);
    expect(await loggedPaths()).not.toContain("/faq");
  });

  it("exports every redirect as CSV for the editor, and keeps sales out", async () => {
    const csv = await request("/admin/redirects/export", { headers: { cookie: cookies.editor } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const body = await csv.text();
    expect(body.startsWith("source,target,status\r\n")).toBe(true);
    expect(body).toContain("/no-such-page,/about/careers,301\r\n");

    expect((await request("/admin/redirects", { headers: { cookie: cookies.sales } })).status).toBe(403);
    expect((await request("/admin/redirects/export", { headers: { cookie: cookies.sales } })).status).toBe(403);
    expect((await postForm("/admin/redirects", { intent: "create", from: "/x", to: "/y" }, cookies.sales)).status).toBe(403);
  });

  it("imports a CSV upload, naming the lines it left out", async () => {
    const upload = new FormData();
    upload.append("intent", "import");
    upload.append("file", new File(["source,target,status\n/spring-offer,/support/la-rebuild-program,302\n/bad path,/x,301\n"], "r.csv"));
    const encoded = new Response(upload);
    const response = await request("/admin/redirects", {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { Origin: SITE, cookie: cookies.editor, "Content-Type": encoded.headers.get("content-type") ?? "" },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("1 redirect imported, 1 line left out (listed below).");
    expect(html).toContain("Line 3: ");
    expect((await visit("/spring-offer")).headers.get("location")).toBe("/support/la-rebuild-program");
  });
});
