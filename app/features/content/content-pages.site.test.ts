import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "~/platform/cookies";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";

const SITE = "http://localhost:3000";
const SECRET = "editor-preview-secret-for-tests";
const DRAFT_ONLY = "/about/design-center";
const DRAFT_HEADING = "A design center you can walk through";

// Pages end to end over the real Hono app and React Router, with the demo content.
describe.each(siteTestDatabases())("content pages and preview on $name", ({ open }) => {
  let site: TestSite;
  let cookie: string;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, { redirect: "manual", ...init });
  const asEditor = (path: string) => request(path, { headers: { cookie } });

  beforeAll(async () => {
    site = await openTestSite(await open(), { PREVIEW_SECRET: SECRET });
    const entered = await request(`/preview/enter?secret=${SECRET}&path=${encodeURIComponent(DRAFT_ONLY)}`);
    cookie = (entered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    // The first start renders every demo image, which takes a while on a busy machine.
  }, 240_000);
  afterAll(() => site.close());

  describe("client navigations (React Router's .data requests)", () => {
    it("load the page the URL names, not the path with its .data suffix", async () => {
      const page = await request("/about/contact.data");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("/about/contact");
      expect((await request("/no-such-page.data")).status).toBe(404);
    });

    it("load an editor's preview the same way", async () => {
      const preview = await asEditor(`/preview${DRAFT_ONLY}.data`);
      expect(preview.status).toBe(200);
      expect(await preview.text()).toContain(DRAFT_HEADING);
    });
  });

  describe("/preview/enter and /preview/exit", () => {
    it("sets an HttpOnly, SameSite=Lax, Secure preview cookie and redirects to the preview of the path", async () => {
      const response = await request(`/preview/enter?secret=${SECRET}&path=${encodeURIComponent(DRAFT_ONLY)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/preview${DRAFT_ONLY}`);
      const setCookie = response.headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
      expect(setCookie).toContain("Secure");
      expect(setCookie).not.toContain(SECRET);
    });

    it("answers 404 with the not-found page and no cookie for a wrong or missing secret", async () => {
      for (const query of ["?secret=wrong&path=/about", "?path=/about", ""]) {
        const response = await request(`/preview/enter${query}`);
        expect(response.status, query).toBe(404);
        expect(response.headers.get("set-cookie")).toBeNull();
        expect(await response.text()).toContain("This opening leads nowhere");
      }
    });

    const offSite = ["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example", "evil"];

    it("never redirects off the site on entry", async () => {
      for (const path of offSite) {
        const response = await request(`/preview/enter?secret=${SECRET}&path=${encodeURIComponent(path)}`);
        expect(response.status, path).toBe(404);
      }
    });

    it("never redirects off the site on exit: an address that could leave goes home", async () => {
      for (const path of offSite) {
        const response = await asEditor(`/preview/exit?path=${encodeURIComponent(path)}`);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toBe("/");
      }
      const raw = await asEditor("/preview/exit?path=/%5Cevil.com");
      expect(raw.headers.get("location")).toBe("/");
    });

    it("clears the cookie on exit and goes to the published page", async () => {
      const response = await asEditor("/preview/exit?path=/about");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/about");
      expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Max-Age=0`));
    });
  });

  describe("preview pages", () => {
    it("show the draft to an editor with noindex and never to be stored by a shared cache", async () => {
      for (const path of [`/preview${DRAFT_ONLY}`, `${DRAFT_ONLY}/preview`]) {
        const response = await asEditor(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        const html = await response.text();
        expect(html).toContain(DRAFT_HEADING);
        expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
      }
    });

    it("preview every previewable kind of page of SPEC §2 for an editor: categories, products, articles, content", async () => {
      const previews: [path: string, heading: string][] = [
        ["/preview/products/folding-doors", "Fold the wall away"],
        ["/preview/products/screens", "Keep the breeze"],
        ["/preview/products/folding-doors/v2", "V2"],
        ["/preview/products/windows/servery-window", "Servery"],
        ["/preview/news/v2-series-launch", "V2"],
        ["/preview/blog/bringing-the-outdoors-in", "Bringing the Outdoors In"],
        ["/preview/learn/featured-projects/malibu-beach-house", "Malibu"],
        ["/preview/about", "We build the walls that open"],
      ];
      for (const [path, heading] of previews) {
        const response = await asEditor(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
        const html = await response.text();
        expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
        expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1], path).toContain(heading);
      }
      expect((await asEditor("/preview/products/folding-doors/granite")).status).toBe(404);
    });

    it("answer 404 without the cookie, so a draft stays unseen", async () => {
      for (const path of [
        `/preview${DRAFT_ONLY}`,
        `${DRAFT_ONLY}/preview`,
        "/preview/products/folding-doors",
        "/preview/products/folding-doors/v2",
      ]) {
        const response = await request(path);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain(DRAFT_HEADING);
      }
      const forged = await request(`/preview${DRAFT_ONLY}`, { headers: { cookie: `${PREVIEW_COOKIE}=${SECRET}` } });
      expect(forged.status).toBe(404);
    });

    it("show the published page where there is no draft", async () => {
      const response = await asEditor("/preview");
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Walls that open to the world outside");
    });
  });

  it("a draft-only page is 404 at its published address, even for an editor", async () => {
    const response = await asEditor(DRAFT_ONLY);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(DRAFT_HEADING);
  });

  it("inserts the breadcrumb after the first block: brand, section, page", async () => {
    const html = await (await asEditor(`/preview${DRAFT_ONLY}`)).text();
    const nav = /<nav aria-label="Breadcrumb".*?<\/nav>/s.exec(html)?.[0] ?? "";
    expect(nav).toMatch(/href="\/"[^>]*>LaCantina Doors</);
    expect(nav).toMatch(/href="\/about"[^>]*>About</);
    expect(nav).toMatch(/aria-current="page"[^>]*>Design Center</);
    expect(html.indexOf(DRAFT_HEADING)).toBeLessThan(html.indexOf('aria-label="Breadcrumb"'));
    expect(html.indexOf('aria-label="Breadcrumb"')).toBeLessThan(html.indexOf("Open a 20-panel wall with one hand"));
  });

  it("the content API is mounted and keeps the /api 404 for other addresses", async () => {
    const home = await request("/api/v1/cms/entities/path%2F");
    expect(await home.json()).toMatchObject({ path: "/", type: "landing_page" });
    expect((await request("/api/v1/cms/nothing")).status).toBe(404);
  });
});
