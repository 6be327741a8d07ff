import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { leadFormData, validLeads } from "../../../tests/support/leads";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import { createFillTokens } from "./fill-token.server";
import { createOfferLinks } from "./offer-links.server";
import { FILL_TOKEN_FIELD } from "./spam";
import { leadOffers, leadSubmissions } from "./tables.server";

const SITE = "http://localhost:3000";
const FORM_TOKEN_SECRET = "routing-admin-test-fill-token-secret-0123";
const fillTokens = createFillTokens(FORM_TOKEN_SECRET);
const links = createOfferLinks(FORM_TOKEN_SECRET);
// Demo dealers (content/dealers): the one in Oceanside covers the quote's ZIP 92056; none covers Billings, MT.
const HARBORLINE = "harborline-door-studio";
const BILLINGS = "59101";

describe.each(siteTestDatabases())("lead routing in the admin, on $name", ({ open }) => {
  let site: TestSite;
  const cookies = { sales: "" };
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const asSales = async (target: string) => (await request(target, { headers: { cookie: cookies.sales } })).text();

  beforeAll(async () => {
    site = await openTestSite(await open(), { FORM_TOKEN_SECRET });
    cookies.sales = await signedInStaff(site, "sales");
  }, 480_000);
  afterAll(() => site?.close());

  /** A quote as the form sends it, from `zip`, taken one routing step on; answers its id. */
  async function sendQuote(zip = validLeads.lac_request_quote.zip as string): Promise<string> {
    const body = leadFormData(
      "lac_request_quote",
      { ...validLeads.lac_request_quote, zip },
      { [FILL_TOKEN_FIELD]: fillTokens.issue(Date.now() - 60_000) },
    );
    const before = new Set((await site.db.select({ id: leadSubmissions.id }).from(leadSubmissions)).map((lead) => lead.id));
    expect((await request("/api/v1/forms/submit", { method: "POST", body, headers: { Origin: SITE } })).status).toBe(200);
    const [stored] = (await site.db.select({ id: leadSubmissions.id }).from(leadSubmissions)).filter((lead) => !before.has(lead.id));
    await site.services.leadRouter.routeDue();
    return stored!.id;
  }

  /** The dealer asked about a lead answers through its link. */
  async function dealerAnswers(leadId: string, answer: "accept" | "pass") {
    const offers = await site.db.select().from(leadOffers).where(eq(leadOffers.submissionId, leadId));
    const asked = offers.find((offer) => offer.decision === null)!;
    const token = links.token({ offerId: asked.id, answer, expiresAt: new Date(Date.now() + 60_000) });
    expect((await request(`/dealer-response/${token}`, { method: "POST", headers: { Origin: SITE } })).status).toBe(200);
  }

  it("shows on the lead's page whom it was offered to and what they answered, each dealer linked to its page", async () => {
    const leadId = await sendQuote();
    const waiting = await asSales(`/admin/leads/${leadId}`);
    expect(waiting).toContain("Routing to dealers");
    expect(waiting).toContain("Placed at 92056 (Oceanside, CA).");
    expect(waiting).toContain(`href="/find-a-dealer/${HARBORLINE}"`);
    expect(waiting).toContain("Waiting for");

    await dealerAnswers(leadId, "accept");
    const accepted = await asSales(`/admin/leads/${leadId}`);
    expect(accepted).toContain("Accepted by");
    expect(accepted).toContain("accepted it.");
  });

  it("says when and why a lead went to the sales inbox, and that a lead of a form switched off was not routed", async () => {
    const billings = await sendQuote(BILLINGS);
    const page = await asSales(`/admin/leads/${billings}`);
    expect(page).toContain("In the sales inbox.");
    expect(page).toContain("Went to the sales inbox: no dealer covers the place.");

    // Stored while the quote form's routing was off: the lead has no routing of its own.
    const off = randomUUID();
    await site.db.insert(leadSubmissions).values({ id: off, form: "lac_request_quote", fields: { zip: "92056" }, photos: [] });
    expect(await asSales(`/admin/leads/${off}`)).toContain("Not routed: routing to dealers was off for this form");
  });

  it("filters the inbox by where the leads are with the dealers, with the other filters, in the address", async () => {
    const waiting = await sendQuote();
    const escalated = await sendQuote(BILLINGS);
    const listed = async (search: string) => {
      const html = await asSales(`/admin/leads?${search}`);
      return [waiting, escalated].filter((id) => html.includes(`/admin/leads/${id}`));
    };
    expect(await listed("routing=waiting")).toEqual([waiting]);
    expect(await listed("routing=waiting&form=lac_request_quote&status=new")).toEqual([waiting]);
    expect(await listed("routing=waiting&form=lac_contact_us")).toEqual([]);
    expect(await listed("routing=escalated")).toEqual([escalated]);
    expect(await listed("routing=accepted")).toEqual([]);
    const page = await asSales("/admin/leads?routing=escalated");
    expect(page).toContain('<option value="escalated" selected="">Escalated</option>');
    // A value the filter does not know shows every lead rather than failing.
    expect(await listed("routing=%3Cscript%3E")).toEqual([waiting, escalated]);
  });
});
