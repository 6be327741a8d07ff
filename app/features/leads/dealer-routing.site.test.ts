import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { leadFormData, validLeads } from "../../../tests/support/leads";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { createFillTokens } from "./fill-token.server";
import { createOfferLinks } from "./offer-links.server";
import { DEALER_FIELD } from "./routing";
import { FILL_TOKEN_FIELD } from "./spam";
import { leadDeliveries, leadOffers, leadRouting, leadSubmissions } from "./tables.server";

const SITE = "http://localhost:3000";
const FORM_TOKEN_SECRET = "dealer-routing-test-fill-token-secret-0123";
const fillTokens = createFillTokens(FORM_TOKEN_SECRET);
// The offers' links are signed with the fill tokens' secret: the test can make them as the e-mail does.
const links = createOfferLinks(FORM_TOKEN_SECRET);
// A demo dealer in Oceanside (content/dealers), whose showroom covers the quote's ZIP 92056.
const HARBORLINE = "harborline-door-studio";

describe.each(siteTestDatabases())("leads routed to dealers, on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, init);
  const post = (path: string, body?: FormData) => request(path, { method: "POST", body, headers: { Origin: SITE } });

  beforeAll(async () => {
    site = await openTestSite(await open(), { FORM_TOKEN_SECRET });
  }, 480_000);
  afterAll(() => site.close());

  /** A quote as the form sends it, from the page of `dealer` when given. */
  async function sendQuote(dealer?: string): Promise<string> {
    const body = leadFormData("lac_request_quote", validLeads.lac_request_quote, {
      [FILL_TOKEN_FIELD]: fillTokens.issue(Date.now() - 60_000),
      ...(dealer ? { [DEALER_FIELD]: dealer } : {}),
    });
    const before = new Set((await site.db.select({ id: leadSubmissions.id }).from(leadSubmissions)).map((lead) => lead.id));
    expect((await post("/api/v1/forms/submit", body)).status).toBe(200);
    const [stored] = (await site.db.select({ id: leadSubmissions.id }).from(leadSubmissions)).filter((lead) => !before.has(lead.id));
    return stored!.id;
  }

  /** The token of the link to `answer` the open offer of a lead. */
  async function linkOf(leadId: string, answer: "accept" | "pass") {
    const [offer] = await site.db.select().from(leadOffers).where(eq(leadOffers.submissionId, leadId));
    return { offer: offer!, token: links.token({ offerId: offer!.id, answer, expiresAt: new Date(Date.now() + 60_000) }) };
  }

  it("names the dealer chosen on its page on the quote form, and ignores a slug of no active dealer", async () => {
    const chosen = await (await request(`/request-quote?dealer=${HARBORLINE}`)).text();
    expect(chosen).toContain("Your request goes to");
    expect(chosen).toContain("Harborline Door Studio");
    expect(chosen).toContain(`name="${DEALER_FIELD}" value="${HARBORLINE}"`);
    for (const slug of ["no-such-dealer", "Harborline%20Door", "a".repeat(500)]) {
      const response = await request(`/request-quote?dealer=${slug}`);
      expect(response.status, slug).toBe(200);
      expect(await response.text(), slug).not.toContain("Your request goes to");
    }
  });

  it("offers a quote sent from a dealer's page to that dealer, and a quote with an unknown one as any other", async () => {
    const chosen = await sendQuote("mesa-verde-glassworks");
    const unknown = await sendQuote("no-such-dealer");
    expect(await site.db.select().from(leadRouting).where(eq(leadRouting.submissionId, chosen))).toMatchObject([
      { chosenDealer: "mesa-verde-glassworks", state: "routing" },
    ]);
    // The sales team's e-mail waits for the dealers.
    expect(await site.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, chosen))).toEqual([]);
    await site.services.leadRouter.routeDue();
    expect((await linkOf(chosen, "accept")).offer.dealer.slug).toBe("mesa-verde-glassworks");
    expect((await linkOf(unknown, "accept")).offer.dealer.slug).toBe(HARBORLINE);
  });

  it("shows what a link will decide without deciding it, decides on the button's post, once", async () => {
    const leadId = await sendQuote();
    await site.services.leadRouter.routeDue();
    const { offer, token } = await linkOf(leadId, "accept");

    for (let view = 0; view < 2; view += 1) {
      const page = await request(`/dealer-response/${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await page.text();
      expect(html).toContain("Accept this lead?");
      expect(html).toContain("Accept the lead</button>");
      expect(html).not.toContain(validLeads.lac_request_quote.email);
    }
    expect((await site.db.select().from(leadOffers).where(eq(leadOffers.id, offer.id)))[0]?.decision).toBeNull();

    const accepted = await post(`/dealer-response/${token}`);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("The lead is yours");
    const again = await post(`/dealer-response/${token}`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This lead has already been answered");
    const passLater = await request(`/dealer-response/${(await linkOf(leadId, "pass")).token}`);
    expect(passLater.status).toBe(409);
    expect(await site.db.select().from(leadRouting).where(eq(leadRouting.submissionId, leadId))).toMatchObject([{ state: "accepted" }]);
  });

  it("answers a forged, altered or expired link with a page that says so, never a 500", async () => {
    const leadId = await sendQuote();
    await site.services.leadRouter.routeDue();
    const { offer, token } = await linkOf(leadId, "pass");
    const expired = links.token({ offerId: offer.id, answer: "pass", expiresAt: new Date(Date.now() - 1) });
    const cases: [string, number, string][] = [
      ["not-a-token", 400, "This link is not valid"],
      [token.slice(0, -2), 400, "This link is not valid"],
      [token.replace(".pass.", ".accept."), 400, "This link is not valid"],
      [expired, 410, "This link has expired"],
    ];
    for (const [path, status, text] of cases) {
      for (const response of [await request(`/dealer-response/${path}`), await post(`/dealer-response/${path}`)]) {
        expect(response.status, path).toBe(status);
        expect(await response.text(), path).toContain(text);
      }
    }
    expect((await site.db.select().from(leadOffers).where(eq(leadOffers.id, offer.id)))[0]?.decision).toBeNull();
  });
});
