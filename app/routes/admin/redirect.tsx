import { privateHeaders } from "~/features/accounts/index.server";
import { RedirectPage } from "~/features/seo/admin";
import { ruleAction, ruleLoader } from "~/features/seo/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/redirect";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return ruleLoader(services, params.redirectId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return ruleAction(services, params.redirectId, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Redirect from ${loaderData.rule.from}` : "Redirect"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminRedirectRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RedirectPage rule={loaderData.rule} fields={loaderData.fields} result={actionData} />;
}
