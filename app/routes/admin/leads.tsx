import { privateHeaders } from "~/features/accounts/index.server";
import { LeadInboxPage } from "~/features/leads/admin";
import { inboxAction, inboxLoader } from "~/features/leads/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return inboxLoader(services, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return inboxAction(services, staff, request);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Leads | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLeadsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadInboxPage {...loaderData} result={actionData} />;
}
