import { privateHeaders } from "~/features/accounts/index.server";
import { ImageItemPage } from "~/features/gallery/admin";
import { imageItemAction, imageItemLoader } from "~/features/gallery/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/gallery-image";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return imageItemLoader(services, params.imageId, request);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return imageItemAction(services, params.imageId, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item.source.title || "Image"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminGalleryImageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ImageItemPage {...loaderData} result={actionData} />;
}
