import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { leadSubmissions } from "./tables.server";
import { leadFormData, validLeads } from "../../../tests/support/leads";
import { createFillTokens } from "./fill-token.server";
import { FILL_TOKEN_FIELD } from "./spam";

const SITE = "http://localhost:3000";
const FORM_TOKEN_SECRET = "forms-http-test-fill-token-secret-0123";
const fillTokens = createFillTokens(FORM_TOKEN_SECRET);

const quote = () =>
  new URLSearchParams([
    ["processor", "lac_request_quote"],
    [FILL_TOKEN_FIELD, fillTokens.issue(Date.now() - 60_000)],
    ["role", "architect"],
    ["project_type", "Commercial"],
    ["door_type[]", "Folding Door"],
    ["material_type[]", "Wood"],
    ["material_type[]", "Vinyl"],
    ["timeframe", "12"],
    ["first_name", "Ana"],
    ["last_name", "Ruiz"],
    ["email", "ana@example.com"],
    ["phone", "(760) 555 - 0100"],
    ["state", "CA"],
    ["zip", "92056"],
  ]);

describe.each(siteTestDatabases())("the lead forms over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, init);

  beforeAll(async () => {
    site = await openTestSite(await open(), { FORM_TOKEN_SECRET });
  }, 480_000);
  afterAll(() => site.close());

  it("the quote page renders its banner, the form and a fresh fill token, never from a shared cache", async () => {
    const before = Date.now();
    const response = await request("/request-quote");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Request a Quote");
    const token = /name="_fill_token" value="([^"]+)"/.exec(html)?.[1];
    expect(fillTokens.check(token, 0)).toBe("valid");
    expect(Number(token?.split(".")[0])).toBeGreaterThanOrEqual(before);
  });

  it("gives API clients a fill token to send with their form", async () => {
    const response = await request("/api/v1/forms/token");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { fillToken, field } = (await response.json()) as { fillToken: string; field: string };
    expect(field).toBe(FILL_TOKEN_FIELD);
    expect(fillTokens.check(fillToken, 0)).toBe("valid");
  });

  it("behind a proxy that rewrites Host, a lead from SITE_URL is taken by the page and by the API alike", async () => {
    const before = (await site.db.select().from(leadSubmissions)).length;
    for (const path of ["/request-quote", "/api/v1/forms/submit"]) {
      const response = await site.app.request(`http://10.0.0.5:8080${path}`, { method: "POST", body: quote(), headers: { Origin: SITE } });
      expect(response.status, path).toBe(200);
    }
    expect(await site.db.select().from(leadSubmissions)).toHaveLength(before + 2);
  });

  it("answers 429 with Retry-After once an IP used up its posts of a form, on the page and through the API", async () => {
    const dealer = () =>
      leadFormData("lac_become_dealer", validLeads.lac_become_dealer, { [FILL_TOKEN_FIELD]: fillTokens.issue(Date.now() - 60_000) });
    const send = (path: string) => request(path, { method: "POST", body: dealer(), headers: { Origin: SITE } });
    for (let post = 0; post < 10; post += 1) expect((await send("/become-dealer")).status).toBe(200);
    for (const path of ["/become-dealer", "/become-dealer.data", "/api/v1/forms/submit"]) {
      const refused = await send(path);
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get("retry-after")), path).toBeGreaterThan(0);
    }
  });

  it("a quote posted to the API is stored and answered as received", async () => {
    const response = await request("/api/v1/forms/submit", { method: "POST", body: quote(), headers: { Origin: SITE } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "received", form: "lac_request_quote" });
    const stored = await site.db.select().from(leadSubmissions);
    expect(stored.map((lead) => lead.fields)).toContainEqual(
      expect.objectContaining({ material_type: ["Wood", "Vinyl"], email: "ana@example.com" }),
    );
  });

  it("records the locale a lead was sent in: its page's, or the API's Locale header or parameter; refuses one the site does not serve", async () => {
    const contact = (email: string) =>
      leadFormData(
        "lac_contact_us",
        { ...validLeads.lac_contact_us, email },
        { [FILL_TOKEN_FIELD]: fillTokens.issue(Date.now() - 60_000) },
      );
    const send = (path: string, email: string, headers: Record<string, string> = {}) =>
      request(path, { method: "POST", body: contact(email), headers: { Origin: SITE, ...headers } });
    expect((await send("/fr-ca/contact-us", "page@example.com")).status).toBe(200);
    expect((await send("/api/v1/forms/submit", "header@example.com", { Locale: "en-CA" })).status).toBe(200);
    expect((await send("/api/v1/forms/submit?locale=fr-CA", "script@example.com")).status).toBe(200);
    expect((await send("/api/v1/forms/submit", "plain@example.com")).status).toBe(200);
    for (const locale of ["xx-YY", "fr-ca", "../en-US", ""]) {
      const refused = await send("/api/v1/forms/submit", "refused@example.com", { Locale: locale });
      expect(refused.status, locale).toBe(400);
    }
    const stored = new Map((await site.db.select().from(leadSubmissions)).map((lead) => [lead.fields.email, lead.locale]));
    expect(["page", "header", "script", "plain", "refused"].map((name) => stored.get(`${name}@example.com`))).toEqual([
      "fr-CA",
      "en-CA",
      "fr-CA",
      "en-US",
      undefined,
    ]);
  });

  it("refuses a lead posted from another site (Origin check covers the API and the pages)", async () => {
    for (const path of ["/api/v1/forms/submit", "/request-quote"]) {
      const response = await request(path, { method: "POST", body: quote(), headers: { Origin: "https://evil.example" } });
      expect(response.status, path).toBe(403);
    }
  });

  it("the API answers errors per field with 400, with what was typed (as the pages' scripts show it), and 415 for a body that is not a form", async () => {
    const body = quote();
    body.set("email", "ana@");
    const response = await request("/api/v1/forms/submit", { method: "POST", body });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { values: Record<string, unknown> };
    expect(answer).toMatchObject({ status: "invalid", errors: { email: [expect.any(String)] }, values: { email: "ana@" } });
    expect(answer.values).not.toHaveProperty(FILL_TOKEN_FIELD);
    expect(answer.values).not.toHaveProperty("processor");
    const json = await request("/api/v1/forms/submit", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(json.status).toBe(415);
  });

  it("without JavaScript, a plain post re-renders the page with the errors and what was typed", async () => {
    const body = quote();
    body.set("zip", "9205");
    body.set("first_name", "Zoë");
    const response = await request("/request-quote", { method: "POST", body, headers: { Origin: SITE } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter a 5-digit ZIP code.");
    expect(html).toContain('value="Zoë"');
  });

  it("without JavaScript, a valid post shows the thank-you", async () => {
    const response = await request("/request-quote", { method: "POST", body: quote(), headers: { Origin: SITE } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("within 2 business days");
  });
});
