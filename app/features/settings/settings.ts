import type { LeadForm } from "~/features/leads";
import type { SiteConfig } from "~/lib/site-config";

/** The company facts staff may change: what the header, footer, forms and structured data show. */
export type CompanyFacts = Pick<
  SiteConfig,
  "brand" | "legalName" | "phone" | "salesPhone" | "servicePhone" | "address" | "privacyPolicyUrl" | "social"
>;

/** Who gets each form's leads; an empty list leaves that form to the server's LEAD_RECIPIENTS settings. */
export type LeadRecipients = Record<LeadForm, string[]>;

/** The settings screen: what is stored, and who changed it last. */
export type SettingsPageData = {
  company: CompanyFacts;
  leadRecipients: LeadRecipients;
  /** The recipients each form has from the server's settings, shown where none are set here. */
  configuredRecipients: LeadRecipients;
  updated: { company: Changed | null; leadRecipients: Changed | null };
};

export type Changed = { at: string; by: string };

/** Social profiles the company form holds at most. */
export const SOCIAL_ROWS_MAX = 12;

/** What the server said about the form posted last; `values` keeps what was typed into a refused one. */
export type SettingsResult = {
  form: "company" | "recipients";
  message: string;
  tone: "done" | "error";
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
};
