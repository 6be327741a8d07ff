import { href } from "react-router";
import type { VideoCategory } from "./categories";

/** A video category's own page. */
export const videoCategoryPath = (category: VideoCategory) => href("/video-gallery/category/:category", { category: category.segment });

/** SPEC §2: Back goes to the carried category, or to /video-gallery when none was carried. */
export function videoBackPath(category: VideoCategory | undefined): string {
  return category ? videoCategoryPath(category) : href("/video-gallery");
}

/** A video's page; the category the visitor came from is carried on, in the query. */
export function videoPath(slug: string, category: VideoCategory | undefined): string {
  const path = href("/video-gallery/:slug", { slug: encodeURIComponent(slug) });
  return category ? `${path}?category=${category.segment}` : path;
}
