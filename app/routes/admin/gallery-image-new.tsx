import { privateHeaders } from "~/features/accounts/index.server";
import { ImageItemPage } from "~/features/gallery/admin";
import { newImageAction, newImageLoader } from "~/features/gallery/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/gallery-image-new";

export function loader() {
  return newImageLoader();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return newImageAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "New image | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminGalleryImageNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ImageItemPage {...loaderData} result={actionData} />;
}
