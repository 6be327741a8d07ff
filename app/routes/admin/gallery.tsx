import { privateHeaders } from "~/features/accounts/index.server";
import { GalleryAdminPage } from "~/features/gallery/admin";
import { galleryListLoader } from "~/features/gallery/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/gallery";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return galleryListLoader(services, request);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Galleries | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminGalleryRoute({ loaderData }: Route.ComponentProps) {
  return <GalleryAdminPage {...loaderData} />;
}
