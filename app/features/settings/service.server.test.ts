import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuditLog } from "~/features/audit/index.server";
import { defaultSiteConfig } from "~/lib/site-config";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { CompanyFactsSchema, LeadRecipientsSchema } from "./schema.server";
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
    expect(settings.current().updated).toEqual({ company: null, leadRecipients: null });
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

  it("keeps the defaults when a stored row no longer fits the facts' shape", async () => {
    await database.db.update(siteSettings).set({ value: { brand: 42 } });
    const settings = settingsOf();
    await settings.load();
    expect(settings.site().brand).toBe(defaultSiteConfig.brand);
  });
});
