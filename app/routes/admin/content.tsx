import { ContentOverview } from "~/features/content/admin";
import { contentOverviewLoader, createPageAction } from "~/features/content/index.server";
import { privateHeaders } from "~/features/accounts/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return contentOverviewLoader(services, request);
}
export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return createPageAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Content | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentOverview overview={loaderData.overview} newPageFields={loaderData.newPageFields} created={actionData} />;
}
