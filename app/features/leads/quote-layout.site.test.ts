import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { leadFormData, validLeads } from "../../../tests/support/leads";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { createFillTokens } from "./fill-token.server";
import { QUOTE_LAYOUT_FIELD } from "./quote-layout";
import { FILL_TOKEN_FIELD } from "./spam";
import { leadSubmissions } from "./tables.server";

// From the opening helper to the quote form without JavaScript: the GET form of a layout, the
// quote page that shows and posts it, and the lead that keeps it.

const SITE = "http://localhost:3000";
const FORM_TOKEN_SECRET = "quote-layout-test-fill-token-secret-0123";
const fillTokens = createFillTokens(FORM_TOKEN_SECRET);
const SUMMARY = "Aluminum Folding Doors: 16 ft 4 in × 8 ft, 5 panels, 3 left + 2 right";
const CARRIED = "product=folding-doors%2Faluminum&width=196&height=96&unit=in&layout=5-split-3-2";
// A demo dealer (content/dealers).
const HARBORLINE = "harborline-door-studio";

const unescaped = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe.each(siteTestDatabases())("a quote with a layout from the opening helper on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, init);
  const page = async (path: string) => {
    const response = await request(path);
    return { status: response.status, html: unescaped(await response.text()) };
  };

  beforeAll(async () => {
    site = await openTestSite(await open(), { FORM_TOKEN_SECRET });
  }, 480_000);
  afterAll(() => site.close());

  it("offers every layout of the answer as a GET form to the quote page, carrying the opening in inches and the layout", async () => {
    const { html } = await page("/size-your-opening?width=16%27+4%22&height=8+ft&unit=in&kind=folding&material=aluminum");
    const forms = html.match(/<form[^>]*action="\/request-quote"[^>]*>[\s\S]*?<\/form>/g) ?? [];
    const split = forms.find((form) => form.includes('value="5-split-3-2"'));
    expect(split).toContain('<input type="hidden" name="width" value="196"/>');
    expect(split).toContain('<input type="hidden" name="product" value="folding-doors/aluminum"/>');
    expect(split).toContain("Request a quote with this layout");
    // With any material, the systems that make a layout are a choice.
    const { html: anyMaterial } = await page("/size-your-opening?width=196&height=96&kind=folding");
    expect(anyMaterial).toMatch(/<select[^>]*name="product"[^>]*><option value="folding-doors\/v2">V2 Folding Doors<\/option>/);
  });

  it("shows the layout on the quote form with a way to remove it, answers its door type and material, and posts it", async () => {
    const { status, html } = await page(`/request-quote?${CARRIED}`);
    expect(status).toBe(200);
    expect(html).toContain("Your opening");
    expect(html).toContain(SUMMARY);
    expect(html).toContain(`name="${QUOTE_LAYOUT_FIELD}" value="${CARRIED}"`);
    expect(html).toContain(`action="/request-quote?${CARRIED}"`);
    expect(html).toMatch(/<a [^>]*href="\/request-quote"[^>]*>Remove this layout from the quote<\/a>/);
    const checkbox = (value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)?.[0];
    expect(checkbox("Folding Door")).toContain('checked=""');
    expect(checkbox("Aluminum")).toContain('checked=""');
    expect(checkbox("Sliding Door")).not.toContain("checked");
  });

  it("keeps the dealer chosen on its page beside the layout", async () => {
    const { html } = await page(`/request-quote?dealer=${HARBORLINE}&${CARRIED}`);
    expect(html).toContain("Harborline Door Studio");
    expect(html).toContain(SUMMARY);
    expect(html).toContain(`action="/request-quote?dealer=${HARBORLINE}&${CARRIED}"`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/request-quote\\?dealer=${HARBORLINE}"[^>]*>Remove this layout`));
  });

  // NUL and control characters are refused by the site before any page (a 400 of its own).
  it("drops what the catalogue does not make, and never answers a hostile address with an error", async () => {
    const cases: [string, string | null][] = [
      ["product=folding-doors%2Faluminum&width=196&height=96&layout=40-left", "Aluminum Folding Doors: 16 ft 4 in × 8 ft"],
      ["product=folding-doors%2Faluminum&width=1e309&height=eight&layout=5-left", "Aluminum Folding Doors"],
      ["product=folding-doors%2Faluminum&width=-1&height=96&unit=%3Cscript%3E", "Aluminum Folding Doors"],
      ["product=%3Cscript%3Ealert(1)%3C%2Fscript%3E&width=196&height=96&layout=5-left", null],
      [`product=${"x".repeat(5000)}`, null],
    ];
    for (const [search, summary] of cases) {
      const { status, html } = await page(`/request-quote?${search}`);
      expect(status, search).toBe(200);
      expect(html, search).not.toContain("<script>alert(1)");
      if (summary) expect(html, search).toMatch(new RegExp(`<p class="mt-1">${summary}</p>`));
      else expect(html, search).not.toContain("Your opening");
    }
  });

  it("keeps the layout with a lead posted without JavaScript, and on the page again after an error", async () => {
    const quote = (fields: Record<string, string>) =>
      leadFormData("lac_request_quote", {
        ...validLeads.lac_request_quote,
        email: "layout@example.com",
        [QUOTE_LAYOUT_FIELD]: CARRIED,
        [FILL_TOKEN_FIELD]: fillTokens.issue(Date.now() - 60_000),
        ...fields,
      });
    const refused = await request(`/request-quote?${CARRIED}`, { method: "POST", body: quote({ zip: "" }), headers: { Origin: SITE } });
    expect(refused.status).toBe(400);
    expect(unescaped(await refused.text())).toContain(SUMMARY);
    const sent = await request(`/request-quote?${CARRIED}`, { method: "POST", body: quote({}), headers: { Origin: SITE } });
    expect(sent.status).toBe(200);
    const stored = (await site.db.select().from(leadSubmissions)).find((lead) => lead.fields.email === "layout@example.com");
    expect(stored?.fields.opening).toMatchObject({ product: "folding-doors/aluminum", layout: { id: "5-split-3-2" }, summary: SUMMARY });
  });
});
