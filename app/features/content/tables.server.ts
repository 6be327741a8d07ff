import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
    /** Counts every change: a save that names an older revision was made on a stale copy and is refused. */
    revision: integer("revision").notNull().default(1),
    /** The member of staff who changed it last; null while it is as the seed import left it. */
    updatedBy: text("updated_by"),
    /** When the draft goes live by itself, and who asked for it; null when nothing is scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    scheduledBy: text("scheduled_by"),
    /** The staff account of `scheduledBy`: the audit log names them as who published it. */
    scheduledById: text("scheduled_by_id"),
    /** When the page comes off the site by itself, and who asked for it; null when nothing is scheduled. */
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    unpublishScheduledBy: text("unpublish_scheduled_by"),
    unpublishScheduledById: text("unpublish_scheduled_by_id"),
    /**
     * The default locale's entity this one translates (decision 0055), and the source's revision
     * it was last translated from: a later source revision makes the translation outdated.
     */
    translationOf: integer("translation_of").references((): AnyPgColumn => entities.id, { onDelete: "set null" }),
    sourceRevision: integer("source_revision"),
  },
  (table) => [
    uniqueIndex("entities_locale_path_key").on(table.locale, table.path),
    index("entities_slug_idx").on(table.slug),
    index("entities_type_idx").on(table.type, table.publicationDate),
    index("entities_publish_at_idx").on(table.publishAt),
    index("entities_unpublish_at_idx").on(table.unpublishAt),
    uniqueIndex("entities_translation_locale_key").on(table.translationOf, table.locale),
  ],
);

/**
 * Every change an editor makes to an entity, with both versions as they were after it: its
 * history. A run of autosaves with nothing between them is one row.
 */
export const entityVersions = pgTable(
  "entity_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer("entity_id")
      .notNull()
      .references(() => entities.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    action: text("action").notNull(),
    author: text("author").notNull(),
    /** The staff account of `author` (null on rows from before it was kept): whose autosave this is. */
    authorId: text("author_id"),
    /**
     * An autosave is one row for a run of them by one editor, brought up to the latest; this is
     * the revision the run started from: the editor's own save made on any revision since wins over it.
     */
    autosavedFrom: integer("autosaved_from"),
    published: jsonb("published").$type<PageVersion>(),
    draft: jsonb("draft").$type<PageVersion>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("entity_versions_entity_revision_key").on(table.entityId, table.revision)],
);
