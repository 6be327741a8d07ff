import { privateHeaders, requireStaff } from "~/features/accounts/index.server";
import { RedirectPage } from "~/features/seo/admin";
import { ruleAction, ruleLoader } from "~/features/seo/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/redirect";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaff(request, services, "admin-redirect");
  return ruleLoader(services, params.redirectId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaff(request, services, "admin-redirect");
  return ruleAction(services, params.redirectId, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Redirect from ${loaderData.rule.from}` : "Redirect"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminRedirectRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RedirectPage rule={loaderData.rule} result={actionData} />;
}
