import { privateHeaders } from "~/features/accounts/index.server";
import { NewDealerPage } from "~/features/dealers/admin";
import { newDealerAction, newDealerLoader } from "~/features/dealers/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/dealer-new";

export async function loader({ context }: Route.LoaderArgs) {
  guarded(context);
  return newDealerLoader();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return newDealerAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Add a dealer | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminNewDealerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewDealerPage {...loaderData} result={actionData} />;
}
