import { privateHeaders } from "~/features/accounts/index.server";
import { RedirectsPage } from "~/features/seo/admin";
import { rulesAction, rulesLoader } from "~/features/seo/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/redirects";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return rulesLoader(services, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return rulesAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Redirects | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminRedirectsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RedirectsPage rules={loaderData} result={actionData} />;
}
