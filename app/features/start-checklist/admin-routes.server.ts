import { href } from "react-router";
import type { ChecklistItem } from "~/admin/AdminChecklist";
import { type DeliveryReadinessSources, deliveryReadiness } from "../leads/index.server";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the checklist reads: the accounts, the 404 log, and what lead delivery needs (the mail server, the recipients). */
export type StartChecklistSources = DeliveryReadinessSources & {
  accounts: { staffNames(): Promise<ReadonlyMap<string, string>> };
  notFoundLog: { list(filter: Record<string, never>): Promise<{ total: number }> };
};

/** An administrator's start: what a new site still needs before leads reach the team, each step from the site's real state. */
export async function startChecklistLoader(services: StartChecklistSources): Promise<ChecklistItem[]> {
  const [names, notFound] = await Promise.all([services.accounts.staffNames(), services.notFoundLog.list({})]);
  const readiness = deliveryReadiness(services);
  const others = names.size - 1;
  return [
    {
      label: "Invite the team",
      done: others > 0,
      status: others > 0 ? `${plural(others, "other account", "other accounts")} besides yours.` : "Nobody else has an account yet.",
      to: href("/admin/users"),
      action: "Open Users",
    },
    {
      label: "Set who gets the leads",
      done: readiness.formsWithoutRecipients.length === 0,
      status:
        readiness.formsWithoutRecipients.length === 0
          ? "Every form's leads go to someone."
          : `${plural(readiness.formsWithoutRecipients.length, "form has", "forms have")} nobody to receive its leads.`,
      to: `${href("/admin/settings")}#recipients-heading`,
      action: "Open Settings",
    },
    {
      label: "Set up the mail server",
      done: readiness.mailServer,
      status: readiness.mailServer
        ? "SMTP_URL is set: leads, invitations and password resets are e-mailed."
        : "SMTP_URL is not set: no lead, invitation or reset is e-mailed. Set SMTP_URL and SMTP_FROM in the server's environment and restart it (README, Configuration).",
    },
    {
      label: "Check the pages not found",
      done: notFound.total === 0,
      status:
        notFound.total === 0
          ? "No address waits for a redirect."
          : `${plural(notFound.total, "address", "addresses")} visitors asked for had no page: redirect or dismiss them.`,
      to: href("/admin/redirects/not-found"),
      action: "Open the 404 log",
    },
  ];
}
