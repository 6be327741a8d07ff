import { privateHeaders } from "~/features/accounts/index.server";
import { DealersPage } from "~/features/dealers/admin";
import { dealersLoader } from "~/features/dealers/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/dealers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, mayChange } = guarded(context);
  return dealersLoader(services, request, mayChange);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Dealers | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDealersRoute({ loaderData }: Route.ComponentProps) {
  return <DealersPage {...loaderData} />;
}
