import { privateHeaders } from "~/features/accounts/index.server";
import { LeadPage } from "~/features/leads/admin";
import { leadAction, leadLoader } from "~/features/leads/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/lead";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return leadLoader(services, params.leadId, request);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return leadAction(services, staff, params.leadId, request);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [{ title: "Lead | LaCantina Doors admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminLeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage {...loaderData} result={actionData} />;
}
