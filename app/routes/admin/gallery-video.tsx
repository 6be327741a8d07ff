import { privateHeaders } from "~/features/accounts/index.server";
import { VideoItemPage } from "~/features/gallery/admin";
import { videoItemAction, videoItemLoader } from "~/features/gallery/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/gallery-video";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return videoItemLoader(services, params.videoId, request);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
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
