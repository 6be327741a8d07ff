import { ALL_VIDEOS, videoCategories } from "./categories";
import type { GalleryImageSource, GalleryVideoSource } from "./types";

/** A gallery item as its admin page shows it: the stored record, who made it and its version. */
export type StaffGalleryItem =
  | { id: string; medium: "images"; seeded: boolean; fingerprint: string; categories: string[]; source: GalleryImageSource }
  | { id: string; medium: "videos"; seeded: boolean; fingerprint: string; categories: string[]; source: GalleryVideoSource };
export type StaffImageItem = Extract<StaffGalleryItem, { medium: "images" }>;
export type StaffVideoItem = Extract<StaffGalleryItem, { medium: "videos" }>;

/** What the fields of an image item's form hold. */
export type ImageItemValues = {
  title: string;
  description: string;
  alt: string;
  categories: string[];
  productStyles: string[];
  materials: string[];
};

/** What the fields of a video's form hold: its categories are tags, its other tags one line. */
export type VideoItemValues = ImageItemValues & { slug: string; provider: string; videoId: string; tags: string; transcript: string };

/** The tags of the video gallery's categories, which a video's form offers as boxes to tick. */
export const videoCategoryTags: readonly string[] = videoCategories.map((category) => category.tag).filter((tag) => tag !== ALL_VIDEOS);

const facets = (source: GalleryImageSource) => ({
  title: source.title,
  description: source.description,
  alt: source.alt_text,
  productStyles: source["Product Style"],
  materials: source.Material,
});

export const newImageValues: ImageItemValues = { title: "", description: "", alt: "", categories: [], productStyles: [], materials: [] };

export const newVideoValues: VideoItemValues = {
  ...newImageValues,
  slug: "",
  provider: "youtube",
  videoId: "",
  tags: "",
  transcript: "",
};

export function imageValues(item: StaffImageItem): ImageItemValues {
  return { ...facets(item.source), categories: item.categories };
}

export function videoValues(item: StaffVideoItem): VideoItemValues {
  const { source } = item;
  return {
    ...facets(source),
    categories: source.tags.filter((tag) => videoCategoryTags.includes(tag)),
    tags: source.tags.filter((tag) => !videoCategoryTags.includes(tag)).join(", "),
    slug: source.slug,
    provider: source.video_platform,
    // A file's address is not typed: the form shows the file and keeps it unless another is chosen.
    videoId: source.video_platform === "raw_url" ? "" : source.video_id,
    transcript: source.transcript ?? "",
  };
}
