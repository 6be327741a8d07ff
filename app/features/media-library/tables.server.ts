import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { MediaKind } from "~/lib/sniff";

/** A file editors uploaded to the media library, served from `/media/<path below media/>`. */
export const mediaItems = pgTable(
  "media_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Below STORAGE_DIR, such as `media/library/terrace-door-k3x9.jpg`; kept when the file is replaced. */
    path: text("path").notNull(),
    kind: text("kind").$type<MediaKind>().notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    /** Images only. */
    width: integer("width"),
    height: integer("height"),
    /** Required for an image before it can be chosen for a page. */
    altText: text("alt_text").notNull().default(""),
    title: text("title").notNull(),
    /** Editors' words to find the file by, such as "Folding doors" or "Kitchen". */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An image's focal point in whole percentages across and down (both or neither); none means the centre. */
    focalX: integer("focal_x"),
    focalY: integer("focal_y"),
    originalName: text("original_name").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("media_items_path_key").on(table.path),
    index("media_items_created_idx").on(table.createdAt),
    check(
      "media_items_focal_point",
      sql`(${table.focalX} is null) = (${table.focalY} is null) and ${table.focalX} between 0 and 100 and ${table.focalY} between 0 and 100`,
    ),
  ],
);
