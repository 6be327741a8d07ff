/** SPEC §2 "Image gallery": the category names are also the URL segments; Residential is the default. */
export const imageCategories = [
  "Residential",
  "Development-Multi-Family",
  "Restaurant-Retail",
  "Resort-Hotel",
  "Education-Office",
] as const;
export type ImageCategory = (typeof imageCategories)[number];

/**
 * SPEC §2 "Video gallery": each category is requested by the tag its videos carry ('V2 Videos');
 * "All Videos" requests every video. Its URL segment is the name in lower case with dashes.
 */
export const videoCategories = [
  { name: "V2", tag: "V2 Videos", segment: "v2" },
  { name: "Interactive Videos", tag: "Interactive Videos", segment: "interactive-videos" },
  { name: "LaCantina Videos", tag: "LaCantina Videos", segment: "lacantina-videos" },
  { name: "TV Shows", tag: "TV Shows", segment: "tv-shows" },
  { name: "All Videos", tag: "All Videos", segment: "all-videos" },
] as const;
export type VideoCategory = (typeof videoCategories)[number];

export const ALL_VIDEOS = "All Videos";

const segmentOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, "-");

/** The image category a URL segment names, matched without regard to case; undefined when none does. */
export function imageCategoryFrom(segment: string | undefined): ImageCategory | undefined {
  if (segment === undefined) return imageCategories[0];
  return imageCategories.find((category) => category.toLowerCase() === segmentOf(segment));
}

/** The video category a URL segment names ('tv-shows', 'TV Shows' or 'TV%20Shows'); undefined when none does. */
export function videoCategoryFrom(segment: string | undefined | null): VideoCategory | undefined {
  if (segment === undefined || segment === null) return videoCategories[0];
  const wanted = segmentOf(segment);
  return videoCategories.find((category) => category.segment === wanted || segmentOf(category.tag) === wanted);
}

/** SPEC §2: related videos share the first of a video's tags that is a known category (not "All Videos"). */
export function firstCategoryTag(tags: readonly string[]): string | undefined {
  return tags.find((tag) => videoCategories.some((category) => category.tag === tag && tag !== ALL_VIDEOS));
}
