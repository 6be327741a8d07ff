import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../server/db";
import { type Block, type ContentPage, type PageVersion } from "./schema";
import { entities } from "./tables.server";

type EntityRow = typeof entities.$inferSelect;

function toContentPage(row: EntityRow, version: PageVersion): ContentPage {
  return {
    id: row.id,
    type: row.type,
    path: row.path,
    locale: row.locale,
    tags: row.tags,
    publicationDate: row.publicationDate?.toISOString() ?? null,
    title: version.title,
    metadata: version.metadata,
    elements: version.elements,
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/** Reads published content for visitors. Drafts never leave this service through these calls. */
export function createContentService(db: Db, defaultLocale: string) {
  return {
    async pageByPath(path: string, locale = defaultLocale): Promise<ContentPage | null> {
      const [row] = await db
        .select()
        .from(entities)
        .where(and(eq(entities.locale, locale), eq(entities.path, path)))
        .limit(1);
      if (!row?.published || row.type === "component") return null;
      return toContentPage(row, row.published);
    },

    /** Named global blocks (notification bar, navigation featured tiles), in the order asked. */
    async componentsByName(names: string[], locale = defaultLocale): Promise<Record<string, Block[]>> {
      if (names.length === 0) return {};
      const rows = await db
        .select()
        .from(entities)
        .where(and(eq(entities.locale, locale), eq(entities.type, "component"), inArray(entities.slug, names)));
      return Object.fromEntries(rows.flatMap((row) => (row.slug && row.published ? [[row.slug, row.published.elements]] : [])));
    },
  };
}
