import { privateHeaders } from "~/features/accounts/index.server";
import { VideoItemPage } from "~/features/gallery/admin";
import { newVideoAction, newVideoLoader } from "~/features/gallery/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/gallery-video-new";

export function loader() {
  return newVideoLoader();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return newVideoAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "New video | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminGalleryVideoNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VideoItemPage {...loaderData} result={actionData} />;
}
