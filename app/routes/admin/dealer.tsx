import { privateHeaders } from "~/features/accounts/index.server";
import { AdminDealerPage } from "~/features/dealers/admin";
import { dealerLoader } from "~/features/dealers/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/dealer";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return dealerLoader(services, params.dealerId);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.dealer.name ?? "Dealer"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDealerRoute({ loaderData }: Route.ComponentProps) {
  return <AdminDealerPage {...loaderData} />;
}
