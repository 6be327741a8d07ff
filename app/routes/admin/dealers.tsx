import { privateHeaders } from "~/features/accounts/index.server";
import { DealersPage } from "~/features/dealers/admin";
import { dealersAction, dealersLoader } from "~/features/dealers/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/dealers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, mayChange } = guarded(context);
  return dealersLoader(services, request, mayChange);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return dealersAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Dealers | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDealersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DealersPage {...loaderData} result={actionData} />;
}
