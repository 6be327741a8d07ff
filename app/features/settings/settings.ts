import type { LeadForm, RoutableForm } from "~/features/leads";
import type { SystemPrices } from "~/features/opening";
import type { SiteConfig } from "~/lib/site-config";

/** The company facts staff may change: what the header, footer, forms and structured data show. */
export type CompanyFacts = Pick<
  SiteConfig,
  "brand" | "legalName" | "phone" | "salesPhone" | "servicePhone" | "address" | "privacyPolicyUrl" | "social"
>;

/** Who gets each form's leads; an empty list leaves that form to the server's LEAD_RECIPIENTS settings. */
export type LeadRecipients = Record<LeadForm, string[]>;

/** Whether each form that can go to dealers does (issue 36): on unless staff switched it off. */
export type DealerRouting = Record<RoutableForm, boolean>;

/** The routing form's box for a form (`route.lac_request_quote`): apart from the recipients' fields, which are named after the forms. */
export const routingField = (form: RoutableForm) => `route.${form}`;

/** Whether the lead forms' "Send me product news" box starts ticked (SPEC §5) or unticked (CASL, GDPR). */
export type ProductNewsDefault = "ticked" | "unticked";

/** The settings screen: what is stored, and who changed it last. */
export type SettingsPageData = {
  company: CompanyFacts;
  productNews: ProductNewsDefault;
  leadRecipients: LeadRecipients;
  dealerRouting: DealerRouting;
  /** The recipients each form has from the server's settings, shown where none are set here. */
  configuredRecipients: LeadRecipients;
  /** Typical budgets per linear foot of opening, by catalogue key. */
  budgets: SystemPrices;
  /** The systems a budget may be set for, by key and name. */
  pricedSystems: { key: string; name: string }[];
  updated: {
    company: Changed | null;
    leadRecipients: Changed | null;
    budgets: Changed | null;
    dealerRouting: Changed | null;
    productNews: Changed | null;
  };
};

export type Changed = { at: string; by: string };

/** The settings page's forms, each answered at its own place. */
export type SettingsForm = "company" | "recipients" | "budgets" | "routing" | "consent";

/** Social profiles the company form holds at most. */
export const SOCIAL_ROWS_MAX = 12;
/** Sane bounds of a budget, in whole dollars per linear foot of opening. */
export const BUDGET_MIN = 50;
export const BUDGET_MAX = 20_000;
