import { ContentOverview } from "~/features/content/admin";
import { createPageAction, overviewQueryFrom } from "~/features/content/index.server";
import { privateHeaders, requireStaff } from "~/features/accounts/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaff(request, services, "admin-content");
  return services.content.overview(overviewQueryFrom(new URL(request.url).searchParams));
}
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaff(request, services, "admin-content");
  return createPageAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Content | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentOverview overview={loaderData} created={actionData} />;
}
