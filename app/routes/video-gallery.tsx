import { VideoGalleryPage, galleryMeta, notFoundMeta } from "~/features/gallery";
import { NotFoundContent } from "~/not-found-content";
import { loadVideoGallery } from "~/features/gallery/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/video-gallery";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  return loadVideoGallery(context.get(servicesContext), "category" in params ? params.category : undefined, url);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (loaderData && "kind" in loaderData) return galleryMeta(loaderData, site);
  return notFoundMeta(loaderData, site);
};

export default function VideoGalleryRoute({ loaderData }: Route.ComponentProps) {
  return "kind" in loaderData ? <VideoGalleryPage {...loaderData} /> : <NotFoundContent data={loaderData} />;
}
