import { AccountPage } from "~/features/accounts";
import { accountAction, accountLoader, privateHeaders } from "~/features/accounts/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/home";

export const loader = ({ request, context }: Route.LoaderArgs) => accountLoader(request, context.get(servicesContext));
export const action = ({ request, context }: Route.ActionArgs) => accountAction(request, context.get(servicesContext));
export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Your account | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage staff={loaderData.staff} result={actionData} />;
}
