import type { LeadConfig } from "./config";
import type { DeliveryReadiness } from "./inbox";
import { leadForms, type LeadForm } from "./options";
import { recipientsFor } from "./outbox.server";

/** What the readiness reads: the process's mail server and lead settings, and the recipients staff set per form. */
export type DeliveryReadinessSources = {
  config: LeadConfig & { SMTP_URL?: string | undefined };
  settings: { recipientsFor(form: LeadForm): string[] | null };
};

/**
 * Whether leads can reach the sales team now: a mail server (SMTP_URL) and, for each form,
 * someone to receive its leads (set in the admin, or LEAD_RECIPIENTS). The outbox keeps what it
 * cannot send; this is what the admin tells staff about it.
 */
export function deliveryReadiness({ config, settings }: DeliveryReadinessSources): DeliveryReadiness {
  return {
    mailServer: Boolean(config.SMTP_URL),
    formsWithoutRecipients: leadForms.filter((form) => (settings.recipientsFor(form) ?? recipientsFor(config, form)).length === 0),
  };
}
