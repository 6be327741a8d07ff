import { UsersPage } from "~/features/accounts";
import { privateHeaders, usersAction, usersLoader } from "~/features/accounts/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/users";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, staff } = guarded(context);
  return { staff, ...(await usersLoader(services)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return usersAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Users | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminUsersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersPage {...loaderData} result={actionData} />;
}
