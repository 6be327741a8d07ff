import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../app/routes";
import { createFillTokens } from "../app/features/leads/fill-token.server";
import { leadFormPaths, leadForms } from "../app/features/leads/options";
import { FILL_TOKEN_FIELD } from "../app/features/leads/spam";
import { siteTestDatabases } from "../tests/support/database";
import {
  type HostileRequest,
  REFLECTED_MARKERS,
  apiRequests,
  concretePath,
  hostileText,
  pagePatterns,
  pageRequests,
  urlEncoded,
} from "../tests/support/hostile";
import { leadFormData, validLeads } from "../tests/support/leads";
import { openTestSite, type TestSite } from "../tests/support/site";

const SITE = "http://localhost:3000";
const FORM_TOKEN_SECRET = "hostile-suite-fill-token-secret-0123456789";
// Middleware and the not-found answers of the API: every other mount is tried by itself.
const CATCH_ALLS = new Set(["/*", "/api/*", "/ES/*"]);
const AT_ONCE = 4;

/** One request of every lead form per field, with a hostile value in it, through the page and the API. */
function leadRequests(): HostileRequest[] {
  const token = () => createFillTokens(FORM_TOKEN_SECRET).issue(Date.now() - 60_000);
  return leadForms.flatMap((form) =>
    Object.keys(validLeads[form]).flatMap((field, index) => {
      const value = hostileText[index % hostileText.length] ?? "";
      const body = () => {
        const data = leadFormData(form, { ...validLeads[form], [field]: value }, { [FILL_TOKEN_FIELD]: token() });
        // A page posing as a photo: refused, on every form, whatever the other fields hold.
        if (index % 4 === 3)
          data.append("photo[]", new Blob(["<script>alert(1)</script>"], { type: "text/html" }), "<img src=x onerror=alert(1)>.jpg");
        return data;
      };
      return [
        { route: leadFormPaths[form], method: "POST", path: leadFormPaths[form], body: body(), headers: { origin: SITE } },
        { route: "/api/v1/forms/submit", method: "POST", path: "/api/v1/forms/submit", body: body(), headers: { origin: SITE } },
      ];
    }),
  );
}

describe.each(siteTestDatabases())("hostile input on $name", ({ open }) => {
  let site: TestSite;
  const hit = new Set<string>();
  let sent = 0;

  async function expectHandled({ route, method, path, body, headers }: HostileRequest) {
    const response = await site.app.request(`${SITE}${path}`, { method, body, headers });
    sent += 1;
    hit.add(route);
    const text = await response.text();
    const where = `${method} ${path.slice(0, 200)} → ${response.status}`;
    expect(response.status, where).toBeLessThan(500);
    const type = response.headers.get("content-type") ?? "";
    if (type.startsWith("text/html")) for (const marker of REFLECTED_MARKERS) expect(text, where).not.toContain(marker);
    // A JSON answer may quote the input; its type and nosniff keep a browser from reading it as a page.
    if (route.startsWith("/api/") || route.startsWith("/ES/")) expect(type, where).not.toMatch(/^text\/html/);
  }

  async function sendAll(requests: HostileRequest[]) {
    for (let start = 0; start < requests.length; start += AT_ONCE) {
      await Promise.all(requests.slice(start, start + AT_ONCE).map(expectHandled));
    }
  }

  /** The HTTP mounts in front of React Router: the API, media, assets, sitemaps and robots.txt. */
  const mounts = () => {
    const seen = new Set<string>();
    return site.app.routes.filter(({ method, path }) => {
      const key = `${method} ${path}`;
      if (CATCH_ALLS.has(path) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };

  beforeAll(async () => {
    site = await openTestSite(await open(), {
      FORM_TOKEN_SECRET,
      // This suite tests what the site does with input, not its per-IP limits.
      SEARCH_RATE_LIMIT: "100000",
      ZIP_RATE_LIMIT: "10000",
      FORM_RATE_LIMIT: "10000",
    });
  });
  afterAll(() => site.close());

  it("answers every page of the route table with a 4xx or a page, never a 5xx or reflected markup", async () => {
    const patterns = pagePatterns(routes);
    await sendAll(patterns.flatMap(pageRequests));
    for (const pattern of patterns) expect(hit, pattern).toContain(pattern);
  }, 300_000);

  it("answers every API route and HTTP mount with a 4xx or its answer, never a 5xx", async () => {
    const mounted = mounts();
    expect(mounted.length).toBeGreaterThan(20);
    await sendAll(mounted.flatMap(({ method, path }) => apiRequests(method, path)));
    for (const { path } of mounted) expect(hit, path).toContain(path);
  }, 300_000);

  it("takes every lead form with a hostile value in any field, through the page and the API", async () => {
    await sendAll(leadRequests());
    for (const path of [...Object.values(leadFormPaths), "/api/v1/forms/submit"]) expect(hit, path).toContain(path);
  }, 300_000);

  it("survives arbitrary text anywhere (property-based)", async () => {
    const pages = pagePatterns(routes);
    const apis = mounts();
    const anywhere = fc.record({
      text: fc.string({ unit: "binary", maxLength: 300 }),
      page: fc.constantFrom(...pages),
      api: fc.constantFrom(...apis),
      where: fc.constantFrom("path", "query", "json"),
    });
    await fc.assert(
      fc.asyncProperty(anywhere, async ({ text, page, api, where }) => {
        const value = urlEncoded(text);
        if (where === "path") await expectHandled({ route: page, method: "GET", path: concretePath(page, value) });
        else if (where === "query")
          await expectHandled({ route: page, method: "GET", path: `${concretePath(page, "x")}?term=${value}&page=${value}` });
        else
          await expectHandled({
            route: api.path,
            method: api.method === "ALL" ? "POST" : api.method,
            path: concretePath(api.path, value),
            body: ["GET", "HEAD"].includes(api.method)
              ? undefined
              : JSON.stringify({ term: text, tags: [text], cat: text, q: text, id: text }),
            headers: { "content-type": "application/json" },
          });
      }),
      { numRuns: 500, seed: 20261124 },
    );
  }, 300_000);

  it("still answers afterwards", async () => {
    expect(sent).toBeGreaterThan(1_000);
    expect((await site.app.request(`${SITE}/api/health`)).status).toBe(200);
    expect((await site.app.request(`${SITE}/`)).status).toBe(200);
    console.info(`hostile requests sent: ${sent}`);
  });
});
