import { privateHeaders, requireStaff } from "~/features/accounts/index.server";
import { VideoItemPage } from "~/features/gallery/admin";
import { videoItemAction, videoItemLoader } from "~/features/gallery/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/gallery-video";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaff(request, services, "admin-gallery-video");
  return videoItemLoader(services, params.videoId, request);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaff(request, services, "admin-gallery-video");
  return videoItemAction(services, params.videoId, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item.source.title || "Video"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminGalleryVideoRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VideoItemPage {...loaderData} result={actionData} />;
}
