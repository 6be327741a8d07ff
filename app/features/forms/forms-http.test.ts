import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/database";
import { closeVite, openTestSite, type TestSite } from "../../../tests/support/site";
import { leadSubmissions } from "./tables.server";
import { STARTED_FIELD } from "./spam";

const SITE = "http://localhost:3000";

const quote = () =>
  new URLSearchParams([
    ["processor", "lac_request_quote"],
    [STARTED_FIELD, String(Date.now() - 60_000)],
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

afterAll(closeVite);

describe.each(testDatabases())("the lead forms over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, init);

  beforeAll(async () => {
    site = await openTestSite(await open());
  }, 480_000);
  afterAll(() => site.close());

  it("the quote page renders its banner, the form and a fresh start time, never from a shared cache", async () => {
    const response = await request("/request-quote");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Request a Quote");
    expect(html).toMatch(/name="_started" value="\d{13}"/);
  });

  it("a quote posted to the API is stored and answered as received", async () => {
    const response = await request("/api/v1/forms/submit", { method: "POST", body: quote(), headers: { Origin: SITE } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "received", form: "lac_request_quote" });
    const stored = await site.services.db.select().from(leadSubmissions);
    expect(stored.map((lead) => lead.fields)).toContainEqual(
      expect.objectContaining({ material_type: ["Wood", "Vinyl"], email: "ana@example.com" }),
    );
  });

  it("refuses a lead posted from another site (Origin check covers the API and the pages)", async () => {
    for (const path of ["/api/v1/forms/submit", "/request-quote"]) {
      const response = await request(path, { method: "POST", body: quote(), headers: { Origin: "https://evil.example" } });
      expect(response.status, path).toBe(403);
    }
  });

  it("the API answers errors per field with 400, and 415 for a body that is not a form", async () => {
    const body = quote();
    body.set("email", "ana@");
    const response = await request("/api/v1/forms/submit", { method: "POST", body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: "invalid", errors: { email: [expect.any(String)] } });
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
