import { ImageGalleryPage, galleryMeta, notFoundMeta } from "~/features/gallery";
import { NotFoundContent } from "~/not-found-content";
import { loadImageGallery } from "~/features/gallery/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/image-gallery";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  return loadImageGallery(context.get(servicesContext), "category" in params ? params.category : undefined, url);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (loaderData && "kind" in loaderData) return galleryMeta(loaderData, site);
  return notFoundMeta(loaderData, site);
};

export default function ImageGalleryRoute({ loaderData }: Route.ComponentProps) {
  return "kind" in loaderData ? <ImageGalleryPage {...loaderData} /> : <NotFoundContent data={loaderData} />;
}
