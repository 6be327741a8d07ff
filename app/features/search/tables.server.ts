import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The picture a search hit shows (SPEC §3 "Search hit": content.image), with its intrinsic size. */
export type IndexedImage = { image_url: string; alt_text: string; width: number; height: number };

/**
 * One searchable document: a published page or article (kept in step with `entities`), or a
 * catalogue product. The tsvectors are computed by the database, title weighted A.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** `entity:{id}` or `product:{catalogue key}`. */
    sourceKey: text("source_key").notNull(),
    entityId: integer("entity_id"),
    locale: text("locale").notNull(),
    type: text("type").notNull(),
    path: text("path"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    image: jsonb("image").$type<IndexedImage>(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publicationDate: timestamp("publication_date", { withTimezone: true }),
    /** The source's `updated_at` when it was indexed: a newer one means index it again. */
    sourceUpdatedAt: timestamp("source_updated_at", { withTimezone: true }).notNull(),
    titleVector: tsvector("title_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, "title")`),
    document: tsvector("document")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B') || setweight(to_tsvector('english'::regconfig, "body"), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex("search_documents_source_key").on(table.sourceKey),
    index("search_documents_entity_idx").on(table.entityId),
    index("search_documents_locale_type_idx").on(table.locale, table.type),
    index("search_documents_document_idx").using("gin", table.document),
    index("search_documents_tags_idx").using("gin", table.tags),
  ],
);
