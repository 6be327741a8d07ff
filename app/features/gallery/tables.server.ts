import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { GalleryImageSource, GalleryVideoSource } from "./types";

export const galleryMedia = ["images", "videos"] as const;
export type GalleryMedium = (typeof galleryMedia)[number];

/**
 * A gallery item (SPEC §3): a project photograph or a video. `source` is the record as the
 * /ES/gallery API answers it; the columns beside it are what the gallery queries by.
 */
export const galleryItems = pgTable(
  "gallery_items",
  {
    id: text("id").primaryKey(),
    medium: text("medium").$type<GalleryMedium>().notNull(),
    /** Image categories, or a video's tags (its categories among them). */
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    slug: text("slug"),
    videoPlatform: text("video_platform"),
    videoId: text("video_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    source: jsonb("source").$type<GalleryImageSource | GalleryVideoSource>().notNull(),
    /** Written by the seed import (content/), which may replace or remove it; staff's items are false. */
    seeded: boolean("seeded").notNull().default(false),
  },
  (table) => [
    index("gallery_items_medium_created_idx").on(table.medium, table.createdAt),
    index("gallery_items_categories_idx").using("gin", table.categories),
    uniqueIndex("gallery_items_slug_key").on(table.slug),
    index("gallery_items_video_idx").on(table.videoPlatform, table.videoId),
  ],
);
