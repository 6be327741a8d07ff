import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PageVersion } from "./schema";

/**
 * A CMS entity: a page, an article or a named global component. The published and the
 * draft version live side by side; visitors only ever see `published`.
 */
export const entities = pgTable(
  "entities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    path: text("path").notNull(),
    slug: text("slug"),
    locale: text("locale").notNull().default("en-US"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publicationDate: timestamp("publication_date", { withTimezone: true }),
    published: jsonb("published").$type<PageVersion>(),
    draft: jsonb("draft").$type<PageVersion>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("entities_locale_path_key").on(table.locale, table.path),
    index("entities_slug_idx").on(table.slug),
    index("entities_type_idx").on(table.type, table.publicationDate),
  ],
);
