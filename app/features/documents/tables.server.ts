import { type SQL, sql } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A technical document (SPEC §3 Document). `search` is the weighted full-text vector (title over
 * description over body text); `grouped_tags` and `document_types` carry GIN indexes for the facets.
 */
export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The `_id` of a search hit. */
    key: text("key").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    displayType: text("display_type").notNull(),
    mimeType: text("mime_type").notNull(),
    documentTypes: text("document_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    groupedTags: text("grouped_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    size: bigint("size", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Storage path of the file under `media/`, e.g. `documents/v2-folding-door-brochure.pdf`. */
    filePath: text("file_path").notNull(),
    cdnPaths: jsonb("cdn_paths").$type<Record<string, string>>().notNull(),
    body: text("body").notNull().default(""),
    /** In the public library (search, groups, the file at its address); an upload is not until staff put it there. */
    listed: boolean("listed").notNull().default(true),
    /** Written by the seed import (content/), which may replace or remove it; staff's documents are false. */
    seeded: boolean("seeded").notNull().default(false),
    search: tsvector("search").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("body", '')), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex("documents_key_key").on(table.key),
    uniqueIndex("documents_file_path_key").on(table.filePath),
    index("documents_search_idx").using("gin", table.search),
    index("documents_grouped_tags_idx").using("gin", table.groupedTags),
    index("documents_document_types_idx").using("gin", table.documentTypes),
    index("documents_title_idx").on(table.title),
  ],
);
