import { privateHeaders } from "~/features/accounts/index.server";
import { MediaItemPage } from "~/features/media-library/admin";
import { itemAction, itemLoader } from "~/features/media-library/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/media-item";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return itemLoader(services, params.itemId, request);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return itemAction(services, params.itemId, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item.title || "Media"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminMediaItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MediaItemPage {...loaderData} result={actionData} />;
}
