import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuditLog } from "~/features/audit/index.server";
import { defaultSiteConfig } from "~/lib/site-config";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { CompanyFactsSchema, DealerRoutingFormSchema, LeadRecipientsSchema, SystemBudgetsSchema } from "./schema.server";
import { createSiteSettings } from "./service.server";
import { siteSettings } from "./tables.server";

const admin = { id: "u-olivia", name: "Olivia Owner" };
const { brand, legalName, phone, salesPhone, servicePhone, address, privacyPolicyUrl, social } = defaultSiteConfig;
const facts = { brand, legalName, phone, salesPhone, servicePhone, address, privacyPolicyUrl, social };

describe("the company facts and recipients staff may type", () => {
  it("takes tidy facts, and refuses a number that cannot be dialled, an address that is not https or an empty brand", () => {
    expect(CompanyFactsSchema.parse({ ...facts, brand: "  LaCantina\u0000 Doors " }).brand).toBe("LaCantina Doors");
    const refused = CompanyFactsSchema.safeParse({
      ...facts,
      brand: "",
      phone: { label: "(888) 221-0141", tel: "888-221-0141" },
      privacyPolicyUrl: "javascript:alert(1)",
      social: [{ name: "Facebook", url: "http://facebook.com/x" }],
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["brand", "phone.tel", "privacyPolicyUrl", "social.0.url"]);
  });

  it("splits each form's recipients at commas, spaces and lines, and refuses what is no e-mail address", () => {
    const typed = {
      lac_request_quote: "sales@example.com, west@example.com\neast@example.com",
      lac_request_service: "",
      lac_contact_us: " ",
      lac_become_dealer: "dealers@example.com",
      lac_submit_project: "marketing@example.com",
    };
    expect(LeadRecipientsSchema.parse(typed)).toEqual({
      lac_request_quote: ["sales@example.com", "west@example.com", "east@example.com"],
      lac_request_service: [],
      lac_contact_us: [],
      lac_become_dealer: ["dealers@example.com"],
      lac_submit_project: ["marketing@example.com"],
    });
    expect(LeadRecipientsSchema.safeParse({ ...typed, lac_contact_us: "someone at example" }).success).toBe(false);
  });
});

describe("the typical budgets staff may type", () => {
  it("takes whole dollars per linear foot as typed, low to high, and drops systems the helper does not fit", () => {
    expect(
      SystemBudgetsSchema.parse({
        "folding-doors/aluminum": { low: "$1,200", high: " 1800 " },
        "screens/pleated": { low: "50", high: "50" },
        "folding-doors": { low: "1", high: "2" },
      }),
    ).toEqual({ "folding-doors/aluminum": { low: 1200, high: 1800 }, "screens/pleated": { low: 50, high: 50 } });
  });

  it("refuses words, fractions, huge or tiny figures, a high below the low, and half a range, at the field", () => {
    const refused = SystemBudgetsSchema.safeParse({
      "folding-doors/v2": { low: "1e309", high: "12.5" },
      "folding-doors/wood": { low: "49", high: "20001" },
      "folding-doors/vinyl": { low: "900", high: "800" },
      "sliding-doors/aluminum": { low: "", high: "900" },
      "swing-doors/wood": { low: "-100", high: "NaN" },
    });
    expect(refused.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "folding-doors/v2.low: Give whole dollars, such as 1200.",
      "folding-doors/v2.high: Give whole dollars, such as 1200.",
      "folding-doors/wood.low: At least $50 per linear foot.",
      "folding-doors/wood.high: At most $20,000 per linear foot.",
      "folding-doors/vinyl.high: The high figure is below the low one.",
      "sliding-doors/aluminum.low: Give both figures, or leave both empty.",
      "swing-doors/wood.low: Give whole dollars, such as 1200.",
      "swing-doors/wood.high: Give whole dollars, such as 1200.",
    ]);
  });
});

describe("the routing switches staff may send", () => {
  it("takes a ticked box as on and a missing one as off, and refuses any other value", () => {
    expect(DealerRoutingFormSchema.parse({ lac_contact_us: "true" })).toEqual({
      lac_request_quote: false,
      lac_contact_us: true,
      lac_request_service: false,
    });
    for (const value of ["yes", "on", "", "true\u0000"])
      expect(DealerRoutingFormSchema.safeParse({ lac_request_quote: value }).success, value).toBe(false);
  });
});

describe.each(testDatabases())("site settings on $name", ({ open }) => {
  let database: Database;
  const onChange = vi.fn();
  const settingsOf = () =>
    createSiteSettings({
      db: database.db,
      defaults: defaultSiteConfig,
      audit: createAuditLog(database.db),
      changes: { publish: onChange },
    });

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("starts with the server's defaults and the configured recipients", async () => {
    const settings = settingsOf();
    await settings.load();
    expect(settings.site()).toEqual(defaultSiteConfig);
    expect(settings.recipientsFor("lac_contact_us")).toBeNull();
    expect(settings.current().updated).toEqual({
      company: null,
      leadRecipients: null,
      budgets: null,
      dealerRouting: null,
      productNews: null,
    });
    expect(settings.current().productNews).toBe("ticked");
    expect(settings.budgets()).toEqual({});
  });

  it("applies new facts at once, drops the rendered pages, audits the change and keeps it for the next start", async () => {
    const settings = settingsOf();
    await settings.load();
    const servicePhoneNow = { label: "(760) 555-0199", tel: "+17605550199" };
    await settings.saveCompany({ ...facts, servicePhone: servicePhoneNow }, admin);
    expect(settings.site().servicePhone).toEqual(servicePhoneNow);
    expect(settings.site().canonicalHost).toBe(defaultSiteConfig.canonicalHost);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ kind: "settings" });

    const [entry] = (await createAuditLog(database.db).list({ area: "settings" })).entries;
    expect(entry).toMatchObject({ actorName: "Olivia Owner", action: "changed", subject: "Company facts" });
    expect((entry?.before as typeof facts).servicePhone).toEqual(servicePhone);
    expect((entry?.after as typeof facts).servicePhone).toEqual(servicePhoneNow);

    const restarted = settingsOf();
    await restarted.load();
    expect(restarted.site().servicePhone).toEqual(servicePhoneNow);
    expect(restarted.current().updated.company).toMatchObject({ by: "Olivia Owner" });
  });

  it("sends a form's leads to the addresses set here, and the others to the configured ones", async () => {
    const settings = settingsOf();
    await settings.load();
    await settings.saveLeadRecipients(
      {
        lac_request_quote: ["sales@example.com"],
        lac_request_service: [],
        lac_contact_us: [],
        lac_become_dealer: [],
        lac_submit_project: [],
      },
      admin,
    );
    expect(settings.recipientsFor("lac_request_quote")).toEqual(["sales@example.com"]);
    expect(settings.recipientsFor("lac_request_service")).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(2);
    const restarted = settingsOf();
    await restarted.load();
    expect(restarted.recipientsFor("lac_request_quote")).toEqual(["sales@example.com"]);
  });

  it("prices the opening helper with the budgets set here, audited, kept for the next start without systems the catalogue no longer has", async () => {
    const settings = settingsOf();
    await settings.load();
    await settings.saveBudgets({ "folding-doors/wood": { low: 1200, high: 1800 } }, admin);
    expect(settings.budgets()).toEqual({ "folding-doors/wood": { low: 1200, high: 1800 } });
    expect(onChange).toHaveBeenLastCalledWith({ kind: "settings" });
    const [entry] = (await createAuditLog(database.db).list({ area: "settings" })).entries;
    expect(entry).toMatchObject({ subject: "Budget ranges", before: {}, after: { "folding-doors/wood": { low: 1200, high: 1800 } } });
    await database.db
      .update(siteSettings)
      .set({ value: { "folding-doors/wood": { low: 1200, high: 1800 }, "doors/retired": { low: 1, high: 2 } } })
      .where(eq(siteSettings.key, "system_budgets"));
    const restarted = settingsOf();
    await restarted.load();
    expect(restarted.budgets()).toEqual({ "folding-doors/wood": { low: 1200, high: 1800 } });
    expect(restarted.current().updated.budgets).toMatchObject({ by: "Olivia Owner" });
  });

  it("keeps the defaults when a stored row no longer fits the facts' shape", async () => {
    await database.db.update(siteSettings).set({ value: { brand: 42 } });
    const settings = settingsOf();
    await settings.load();
    expect(settings.site().brand).toBe(defaultSiteConfig.brand);
  });

  it("switches a form's routing to dealers off at once, audits it, and keeps it for the next start and the other instances", async () => {
    const settings = settingsOf();
    await settings.load();
    expect(settings.routesToDealers("lac_request_quote")).toBe(true);
    expect(settings.routesToDealers("lac_become_dealer")).toBe(false);
    onChange.mockClear();
    await settings.saveDealerRouting({ lac_request_quote: false, lac_contact_us: true, lac_request_service: true }, admin);
    expect(settings.routesToDealers("lac_request_quote")).toBe(false);
    expect(settings.routesToDealers("lac_contact_us")).toBe(true);
    expect(onChange).toHaveBeenCalledWith({ kind: "settings" });
    expect(settings.current()).toMatchObject({
      dealerRouting: { lac_request_quote: false, lac_contact_us: true, lac_request_service: true },
      updated: { dealerRouting: { by: "Olivia Owner" } },
    });
    const [entry] = (await createAuditLog(database.db).list({ area: "settings" })).entries;
    expect(entry).toMatchObject({
      subject: "Dealer routing",
      before: { lac_request_quote: true },
      after: { lac_request_quote: false },
    });
    // Another instance hears the change and reads the settings again (server/changes.ts).
    const elsewhere = settingsOf();
    await elsewhere.load();
    expect(elsewhere.routesToDealers("lac_request_quote")).toBe(false);
  });

  it("routes every form when the stored switches are of another shape", async () => {
    await database.db.update(siteSettings).set({ value: "off" }).where(eq(siteSettings.key, "dealer_routing"));
    const settings = settingsOf();
    await settings.load();
    expect(settings.routesToDealers("lac_request_quote")).toBe(true);
  });

  it("starts the product news box unticked once saved, audited, on every page and after the next start", async () => {
    const settings = settingsOf();
    await settings.load();
    await settings.saveProductNews("unticked", admin);
    expect(settings.site().productNewsTicked).toBe(false);
    expect(onChange).toHaveBeenCalledWith({ kind: "settings" });
    const [entry] = (await createAuditLog(database.db).list({ area: "settings" })).entries;
    expect(entry).toMatchObject({ subject: "Product news box", before: "ticked", after: "unticked" });
    const restarted = settingsOf();
    await restarted.load();
    expect(restarted.current().productNews).toBe("unticked");
    expect(restarted.site().productNewsTicked).toBe(false);
  });
});
