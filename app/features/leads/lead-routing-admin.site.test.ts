import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { leadFormData, validLeads } from "../../../tests/support/leads";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import { createFillTokens } from "./fill-token.server";
import { createOfferLinks } from "./offer-links.server";
import { REASSIGNED } from "./routing-history";
import { FILL_TOKEN_FIELD } from "./spam";
import { leadDeliveries, leadOffers, leadRouting, leadSubmissions } from "./tables.server";

const SITE = "http://localhost:3000";
const FORM_TOKEN_SECRET = "routing-admin-test-fill-token-secret-0123";
const fillTokens = createFillTokens(FORM_TOKEN_SECRET);
const links = createOfferLinks(FORM_TOKEN_SECRET);
// Demo dealers (content/dealers): the one in Oceanside covers the quote's ZIP 92056; none covers Billings, MT.
const HARBORLINE = "harborline-door-studio";
const BILLINGS = "59101";
const MESA_VERDE = "mesa-verde-glassworks";

describe.each(siteTestDatabases())("lead routing in the admin, on $name", ({ open }) => {
  let site: TestSite;
  const cookies = { sales: "", editor: "", admin: "" };
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const asSales = async (target: string) => (await request(target, { headers: { cookie: cookies.sales } })).text();

  beforeAll(async () => {
    site = await openTestSite(await open(), { FORM_TOKEN_SECRET });
    cookies.sales = await signedInStaff(site, "sales");
    cookies.editor = await signedInStaff(site, "editor");
    cookies.admin = await signedInStaff(site, "admin");
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

  const postAs = (cookie: string, target: string, fields: Record<string, string>) =>
    request(target, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });

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

  it("lets sales give a lead to a dealer of their choice or to the sales team, withdrawing the open offer, audited", async () => {
    const leadId = await sendQuote();
    const [first] = await site.db.select().from(leadOffers).where(eq(leadOffers.submissionId, leadId));
    const page = await asSales(`/admin/leads/${leadId}`);
    expect(page).toContain('<option value="sales">Sales team (no dealer)</option>');
    expect(page).toMatch(new RegExp(`<option value="${HARBORLINE}">Harborline Door Studio, Oceanside, CA \\(\\d+\\.\\d mi\\)</option>`));
    const searched = await asSales(`/admin/leads/${leadId}?dealers=mesa`);
    expect(searched).toContain(`<option value="${MESA_VERDE}">Mesa Verde Glassworks, San Diego, CA`);
    expect(searched).not.toContain(`<option value="${HARBORLINE}">`);

    const given = await postAs(cookies.sales, `/admin/leads/${leadId}`, { intent: "reassign", dealer: MESA_VERDE });
    expect(given.status).toBe(200);
    expect(await given.text()).toContain("Offered to Mesa Verde Glassworks");
    const withdrawn = links.token({ offerId: first!.id, answer: "accept", expiresAt: new Date(Date.now() + 60_000) });
    const late = await request(`/dealer-response/${withdrawn}`, { method: "POST", headers: { Origin: SITE } });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Our sales team took this lead back");

    const taken = await postAs(cookies.sales, `/admin/leads/${leadId}`, { intent: "reassign", dealer: "sales" });
    expect(await taken.text()).toContain("The lead is with the sales team now.");
    const history = await asSales(`/admin/leads/${leadId}`);
    expect(history).toContain("The sales gave the lead by hand to ");
    expect(history).toContain("The sales gave the lead by hand to the sales team.");
    expect(history).toContain(`href="/find-a-dealer/${MESA_VERDE}"`);
    const audited = await site.services.audit.list({ area: "leads", q: leadId.slice(0, 8) });
    expect(audited.entries.map((entry) => [entry.actorName, entry.action])).toEqual([
      ["The sales", REASSIGNED],
      ["The sales", REASSIGNED],
    ]);
  });

  it("refuses an editor, and a dealer that is not a choice, with a message and never a 500", async () => {
    const leadId = await sendQuote();
    expect((await postAs(cookies.editor, `/admin/leads/${leadId}`, { intent: "reassign", dealer: "sales" })).status).toBe(403);
    for (const dealer of ["", "no-such-dealer", "<script>", "a".repeat(5000), "SALES"]) {
      const refused = await postAs(cookies.sales, `/admin/leads/${leadId}`, { intent: "reassign", dealer });
      expect(refused.status, dealer).toBe(400);
      expect(await refused.text(), dealer).toContain("Choose");
    }
    expect(await asSales(`/admin/leads/${leadId}?dealers=%3Cscript%3E`)).toContain("No active dealer matches");
    expect((await postAs(cookies.sales, `/admin/leads/${leadId}`, { intent: "reassign", dealer: "sales" })).status).toBe(200);
    const offers = await site.db.select().from(leadOffers).where(eq(leadOffers.submissionId, leadId));
    expect(offers.map((offer) => offer.decision)).toEqual(["withdrawn"]);
  });

  it("switches a form's routing off and on in /admin/settings, for the next lead at once, admins only", async () => {
    const switchTo = (cookie: string, ticked: Record<string, string>) =>
      postAs(cookie, "/admin/settings", { intent: "routing", ...ticked });
    expect((await switchTo(cookies.sales, {})).status).toBe(403);
    expect((await switchTo(cookies.editor, {})).status).toBe(403);
    const refused = await switchTo(cookies.admin, { "route.lac_request_quote": "yes" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Tick the box or leave it empty.");
    expect(site.services.settings.routesToDealers("lac_request_quote")).toBe(true);

    const saved = await switchTo(cookies.admin, { "route.lac_contact_us": "true", "route.lac_request_service": "true" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: the next leads of each form follow it");
    const page = await (await request("/admin/settings", { headers: { cookie: cookies.admin } })).text();
    const box = (form: string) => new RegExp(`<input[^>]*name="route.${form}"[^>]*>`).exec(page)?.[0] ?? "";
    expect(box("lac_contact_us")).toContain('checked=""');
    expect(box("lac_request_quote")).toContain('type="checkbox"');
    expect(box("lac_request_quote")).not.toContain("checked");
    const straight = await sendQuote();
    expect(await site.db.select().from(leadRouting).where(eq(leadRouting.submissionId, straight))).toEqual([]);
    expect(
      (await site.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, straight))).map((row) => row.channel),
    ).toEqual(["email"]);
    const audited = await site.services.audit.list({ area: "settings", q: "Dealer routing" });
    expect(audited.entries[0]).toMatchObject({ actorName: "The admin", after: { lac_request_quote: false } });

    await switchTo(cookies.admin, {
      "route.lac_request_quote": "true",
      "route.lac_contact_us": "true",
      "route.lac_request_service": "true",
    });
    const routed = await sendQuote();
    expect(await site.db.select().from(leadRouting).where(eq(leadRouting.submissionId, routed))).toHaveLength(1);
  });
});
