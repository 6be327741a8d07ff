import type { VideoCategory } from "./categories";

/** SPEC §2: Back goes to the carried category, or to /video-gallery when none was carried. */
export function videoBackPath(category: VideoCategory | undefined): string {
  return category ? `/video-gallery/category/${category.segment}` : "/video-gallery";
}

/** A video's page; the category the visitor came from is carried on, in the query. */
export function videoPath(slug: string, category: VideoCategory | undefined): string {
  const path = `/video-gallery/${encodeURIComponent(slug)}`;
  return category ? `${path}?category=${category.segment}` : path;
}
