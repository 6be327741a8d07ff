import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { createFillTokens } from "./fill-token.server";
import { FILL_TOKEN_FIELD } from "./spam";
import { leadSubmissions } from "./tables.server";

const SITE = "http://localhost:3000";
const FORM_TOKEN_SECRET = "form-pages-test-fill-token-secret-0123";

const formPages = [
  ["/request-quote", "Request a Quote | LaCantina Doors"],
  ["/request-service", "Customer Service Request | LaCantina Doors"],
  ["/contact-us", "Send a Question or Comment | LaCantina Doors"],
  ["/become-dealer", "Become a Dealer | LaCantina Doors"],
  ["/formassembly-demo", "Demo Form | LaCantina Doors"],
] as const;

describe.each(siteTestDatabases())("the form pages on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, init);

  beforeAll(async () => {
    site = await openTestSite(await open(), { FORM_TOKEN_SECRET });
  }, 480_000);
  afterAll(() => site.close());

  it.each(formPages)("%s has its title and a meta description for search engines", async (path, title) => {
    const html = await (await request(path)).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"\/>/);
  });

  it("the contact content page shows the contact form of its form_wrapper block, posting to /contact-us", async () => {
    const html = await (await request("/about/contact")).text();
    expect(html).toContain("Or write to us right here");
    expect(html).toMatch(/<form aria-label="Send a Question or Comment"[^>]*action="\/contact-us"/);
    expect(html).toContain('name="processor" value="lac_contact_us"');
  });

  it("a contact lead posted from that form is received", async () => {
    const body = new URLSearchParams([
      ["processor", "lac_contact_us"],
      [FILL_TOKEN_FIELD, createFillTokens(FORM_TOKEN_SECRET).issue(Date.now() - 60_000)],
      ["role", "homeowner"],
      ["subject", "product_info"],
      ["message", "Which sill suits a coastal home?"],
      ["first_name", "Ana"],
      ["last_name", "Ruiz"],
      ["email", "ana@example.com"],
      ["phone", "(760) 555 - 0100"],
      ["zip", "92056"],
      ["product_updates", "true"],
    ]);
    const response = await request("/contact-us", { method: "POST", body, headers: { Origin: SITE } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("We will get back to you within two business days.");
    const stored = await site.db.select().from(leadSubmissions);
    expect(stored.map((lead) => lead.fields)).toContainEqual(
      expect.objectContaining({ email: "ana@example.com", subject: "product_info" }),
    );
  });

  it("the contact form preselects the subject that form_type_id names, and ignores any other value", async () => {
    const checkedSubjects = async (query: string) =>
      [...(await (await request(`/contact-us${query}`)).text()).matchAll(/<input[^>]*name="subject"[^>]*>/g)]
        .filter(([input]) => input.includes("checked"))
        .map(([input]) => /value="([^"]*)"/.exec(input)?.[1]);
    expect(await checkedSubjects("?form_type_id=technical_info")).toEqual(["technical_info"]);
    expect(await checkedSubjects("?form_type_id=%3Cb%3Enewsletter")).toEqual([]);
    expect(await checkedSubjects("")).toEqual([]);
  });

  it("the demo form page without a form script shows the site's own quote form, posting to /request-quote", async () => {
    const html = await (await request("/formassembly-demo")).text();
    expect(html).toMatch(/<form aria-label="Request a Quote"[^>]*action="\/request-quote"/);
    expect(html).toContain('name="processor" value="lac_request_quote"');
    expect(html).not.toContain("use the form on this page");
  });

  it("a content page carries the fill token of the document in its form", async () => {
    const html = await (await request("/about/contact")).text();
    const token = /name="_fill_token" value="([^"]+)"/.exec(html)?.[1];
    expect(createFillTokens(FORM_TOKEN_SECRET).check(token, 0)).toBe("valid");
  });
});
