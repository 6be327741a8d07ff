import { privateHeaders, requireStaff } from "~/features/accounts/index.server";
import { ImageItemPage } from "~/features/gallery/admin";
import { newImageAction } from "~/features/gallery/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/gallery-image-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.get(servicesContext), "admin-gallery-image-new");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaff(request, services, "admin-gallery-image-new");
  return newImageAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "New image | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminGalleryImageNewRoute({ actionData }: Route.ComponentProps) {
  return <ImageItemPage result={actionData} />;
}
