import { privateHeaders } from "~/features/accounts/index.server";
import { AdminDealerPage } from "~/features/dealers/admin";
import { dealerAction, dealerLoader } from "~/features/dealers/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/dealer";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, mayChange } = guarded(context);
  return dealerLoader(services, params.dealerId, request, mayChange);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return dealerAction(services, params.dealerId, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.dealer.name ?? "Dealer"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDealerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminDealerPage {...loaderData} result={actionData} />;
}
