import { AccountPage } from "~/features/accounts";
import { accountAction, accountFields, privateHeaders } from "~/features/accounts/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/home";

export const loader = ({ context }: Route.LoaderArgs) => ({ staff: guarded(context).staff, fields: accountFields.changePassword });
export const action = ({ request, context }: Route.ActionArgs) => accountAction(request, guarded(context).services);
export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Your account | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage staff={loaderData.staff} fields={loaderData.fields} result={actionData} />;
}
