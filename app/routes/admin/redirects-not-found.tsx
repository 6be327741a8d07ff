import { privateHeaders } from "~/features/accounts/index.server";
import { NotFoundLogPage } from "~/features/seo/admin";
import { notFoundAction, notFoundLoader } from "~/features/seo/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/redirects-not-found";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return notFoundLoader(services, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = guarded(context);
  return notFoundAction(services, request);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Pages not found | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminNotFoundLogRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NotFoundLogPage log={loaderData} result={actionData} />;
}
