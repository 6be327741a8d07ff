import { sql } from "drizzle-orm";
import type { AuditActor } from "~/features/audit";
import type { AuditLog } from "~/features/audit/index.server";
import { isRoutableForm, leadForms, type LeadForm } from "~/features/leads";
import type { SiteConfig } from "~/lib/site-config";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import type { SystemPrices } from "~/features/opening";
import { CompanyFactsSchema, ProductNewsSchema, StoredDealerRoutingSchema, SystemBudgetsSchema } from "./schema.server";
import type { Changed, CompanyFacts, DealerRouting, LeadRecipients, ProductNewsDefault } from "./settings";
import { siteSettings } from "./tables.server";

const COMPANY = "company";
const LEAD_RECIPIENTS = "lead_recipients";
const DEALER_ROUTING = "dealer_routing";
const BUDGETS = "system_budgets";
const PRODUCT_NEWS = "product_news";
type StoredKey = typeof COMPANY | typeof LEAD_RECIPIENTS | typeof BUDGETS | typeof DEALER_ROUTING | typeof PRODUCT_NEWS;
const subjects: Record<StoredKey, string> = {
  company: "Company facts",
  lead_recipients: "Lead recipients",
  system_budgets: "Budget ranges",
  dealer_routing: "Dealer routing",
  product_news: "Product news box",
};

export type SiteSettingsOptions = {
  db: Db;
  /** The facts the server starts with (app/lib/site-config.ts and its environment). */
  defaults: SiteConfig;
  audit: AuditLog;
  /**
   * Hears every change: every page shows the company facts, so pages render afresh, and other
   * instances read the settings again (the lead recipients too, for their outbox).
   */
  changes: SiteChanges;
};

const noRecipients = (): LeadRecipients => Object.fromEntries(leadForms.map((form) => [form, []])) as unknown as LeadRecipients;

export type SiteSettings = ReturnType<typeof createSiteSettings>;

/**
 * The settings staff change in the admin, held in memory for every request and written through
 * to the database. `load()` reads them at start; a change applies at once, without a restart.
 */
export function createSiteSettings({ db, defaults, audit, changes }: SiteSettingsOptions) {
  let company: CompanyFacts | null = null;
  let leadRecipients = noRecipients();
  // Whether each form's leads go to dealers (issue 36), as staff set it; a form not named routes.
  let dealerRouting: DealerRouting = StoredDealerRoutingSchema.parse({});
  // Typical budgets per linear foot by catalogue key (issue 37); a system without one shows no price.
  let budgets: SystemPrices = {};
  // SPEC §5's default: the box starts ticked until staff choose otherwise.
  let productNews: ProductNewsDefault = "ticked";
  const updated: Record<StoredKey, Changed | null> = {
    company: null,
    lead_recipients: null,
    system_budgets: null,
    dealer_routing: null,
    product_news: null,
  };

  const companyOf = (site: SiteConfig): CompanyFacts => {
    const { brand, legalName, phone, salesPhone, servicePhone, address, privacyPolicyUrl, social } = site;
    return { brand, legalName, phone, salesPhone, servicePhone, address, privacyPolicyUrl, social };
  };

  async function store(key: StoredKey, value: unknown, before: unknown, actor: AuditActor) {
    const at = new Date();
    await db.transaction(async (tx) => {
      await tx
        .insert(siteSettings)
        .values({ key, value, updatedAt: at, updatedBy: actor.name })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: at, updatedBy: actor.name } });
      await audit.record(
        {
          actor,
          area: "settings",
          action: "changed",
          subject: subjects[key],
          before,
          after: value,
        },
        tx,
      );
    });
    updated[key] = { at: at.toISOString(), by: actor.name };
  }

  return {
    async load(): Promise<void> {
      const rows = await db
        .select()
        .from(siteSettings)
        .where(sql`${siteSettings.key} in (${COMPANY}, ${LEAD_RECIPIENTS}, ${DEALER_ROUTING}, ${BUDGETS}, ${PRODUCT_NEWS})`);
      for (const row of rows) {
        const changed = { at: row.updatedAt.toISOString(), by: row.updatedBy };
        if (row.key === COMPANY) {
          // Stored facts were checked when saved; a row that no longer fits (an older shape) keeps the defaults.
          const stored = CompanyFactsSchema.safeParse(row.value);
          if (stored.success) [company, updated.company] = [stored.data, changed];
        } else if (row.key === BUDGETS) {
          // Checked when saved; ranges of systems the catalogue no longer has are left out.
          const stored = SystemBudgetsSchema.safeParse(row.value);
          if (stored.success) [budgets, updated.system_budgets] = [stored.data, changed];
        } else if (row.key === DEALER_ROUTING) {
          // A stored value of another shape leaves every form routed, as before anyone switched it.
          const stored = StoredDealerRoutingSchema.safeParse(row.value);
          [dealerRouting, updated.dealer_routing] = [stored.success ? stored.data : StoredDealerRoutingSchema.parse({}), changed];
        } else if (row.key === PRODUCT_NEWS) {
          // A stored value of another shape keeps the SPEC's default.
          const stored = ProductNewsSchema.safeParse(row.value);
          if (stored.success) [productNews, updated.product_news] = [stored.data, changed];
        } else {
          leadRecipients = { ...noRecipients(), ...(row.value as Partial<LeadRecipients>) };
          updated.lead_recipients = changed;
        }
      }
    },

    /** The site as pages show it now: the server's defaults with the company facts staff set. */
    site(): SiteConfig {
      return { ...defaults, ...company, productNewsTicked: productNews === "ticked" };
    },

    /** The addresses set here for a form's leads, or null to use the server's settings. */
    recipientsFor(form: LeadForm): string[] | null {
      const set = leadRecipients[form];
      return set.length > 0 ? set : null;
    },

    /** Whether the leads of `form` go to dealers now: a form that can, unless staff switched it off. */
    routesToDealers(form: LeadForm): boolean {
      return isRoutableForm(form) && dealerRouting[form];
    },

    /** The typical budgets per linear foot staff set, by catalogue key: what the opening helper prices with. */
    budgets(): SystemPrices {
      return budgets;
    },

    current() {
      return {
        company: company ?? companyOf(defaults),
        leadRecipients,
        budgets,
        dealerRouting,
        productNews,
        updated: {
          company: updated.company,
          leadRecipients: updated.lead_recipients,
          budgets: updated.system_budgets,
          dealerRouting: updated.dealer_routing,
          productNews: updated.product_news,
        },
      };
    },

    async saveCompany(facts: CompanyFacts, actor: AuditActor): Promise<void> {
      await store(COMPANY, facts, company ?? companyOf(defaults), actor);
      company = facts;
      void changes.publish({ kind: "settings" });
    },

    /** Answer pages price with them at once: the change drops every cached page, as the other settings do. */
    async saveBudgets(ranges: SystemPrices, actor: AuditActor): Promise<void> {
      await store(BUDGETS, ranges, budgets, actor);
      budgets = ranges;
      void changes.publish({ kind: "settings" });
    },

    /** Switches each form's routing to dealers: leads stored from now on, in every instance, follow it. */
    async saveDealerRouting(routing: DealerRouting, actor: AuditActor): Promise<void> {
      await store(DEALER_ROUTING, routing, dealerRouting, actor);
      dealerRouting = routing;
      void changes.publish({ kind: "settings" });
    },

    /** Whether the forms' product news box starts ticked: every form page shows it at once, and new leads record it. */
    async saveProductNews(value: ProductNewsDefault, actor: AuditActor): Promise<void> {
      await store(PRODUCT_NEWS, value, productNews, actor);
      productNews = value;
      void changes.publish({ kind: "settings" });
    },

    async saveLeadRecipients(recipients: LeadRecipients, actor: AuditActor): Promise<void> {
      await store(LEAD_RECIPIENTS, recipients, leadRecipients, actor);
      leadRecipients = recipients;
      void changes.publish({ kind: "settings" });
    },
  };
}
