import { href } from "react-router";
import { AdminChecklist, type ChecklistItem } from "~/admin/AdminChecklist";
import { AccountPage } from "~/features/accounts";
import { accountAction, accountFields, privateHeaders } from "~/features/accounts/index.server";
import { deliveryReadiness } from "~/features/leads/index.server";
import { type AppServices, guarded } from "~/services.server";
import type { Route } from "./+types/home";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The first administrator's start: what a new site still needs, each step from the site's real state. */
async function startChecklist(services: AppServices): Promise<ChecklistItem[]> {
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

export async function loader({ context }: Route.LoaderArgs) {
  const { staff, services } = guarded(context);
  return { staff, fields: accountFields.changePassword, checklist: staff.role === "admin" ? await startChecklist(services) : null };
}
export const action = ({ request, context }: Route.ActionArgs) => accountAction(request, guarded(context).services);
export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Your account | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.checklist ? (
        <AdminChecklist
          id="start-heading"
          title="Getting the site ready"
          intro="What a new site still needs before leads reach your team."
          items={loaderData.checklist}
        />
      ) : null}
      <AccountPage staff={loaderData.staff} fields={loaderData.fields} result={actionData} />
    </>
  );
}
