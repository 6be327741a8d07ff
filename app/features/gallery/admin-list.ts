import { href } from "react-router";
import type { VideoProvider } from "~/ui/video-embed";

export const galleryOrigins = ["staff", "seeded"] as const;
export type GalleryOrigin = (typeof galleryOrigins)[number];

/** The admin's list of one gallery: a category (an image category or a video's category tag), words, who made the items. */
export type GalleryListQuery = {
  medium: "images" | "videos";
  category: string;
  q: string;
  origin: GalleryOrigin | "";
  page: number;
};

/** One item as the list shows it. */
export type GalleryListRow = {
  id: string;
  title: string;
  /** The picture of an image item, the poster of a video. */
  thumbnail: string;
  categories: string[];
  slug: string | null;
  provider: VideoProvider | null;
  seeded: boolean;
  createdAt: string;
};

export type GalleryListPage = {
  rows: GalleryListRow[];
  total: number;
  page: number;
  pageSize: number;
  query: GalleryListQuery;
  /** How many items each gallery has, for its tab. */
  counts: Record<GalleryListQuery["medium"], number>;
};

/** The address of one page of a gallery's list; empty parts (and the images, the default) are left out. */
export function galleryListHref(query: Omit<GalleryListQuery, "page">, page = 1): string {
  const parts = Object.entries({
    medium: query.medium === "images" ? "" : query.medium,
    category: query.category,
    q: query.q,
    origin: query.origin,
    page: page > 1 ? String(page) : "",
  }).filter(([, value]) => value !== "");
  const search = new URLSearchParams(parts);
  return `${href("/admin/gallery")}${search.size > 0 ? `?${search}` : ""}`;
}
