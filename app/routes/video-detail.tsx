import { VideoDetailPage, notFoundMeta, videoMeta } from "~/features/gallery";
import { NotFoundContent } from "~/not-found-content";
import { loadVideoDetail } from "~/features/gallery/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/video-detail";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  return loadVideoDetail(context.get(servicesContext), params.slug, url);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (loaderData && "kind" in loaderData) return videoMeta(loaderData, site);
  return notFoundMeta(loaderData, site);
};

export default function VideoDetailRoute({ loaderData }: Route.ComponentProps) {
  return "kind" in loaderData ? <VideoDetailPage {...loaderData} /> : <NotFoundContent data={loaderData} />;
}
