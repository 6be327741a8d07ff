import type { ContentPage, PageVersion } from "./schema";
import type { entities } from "./tables.server";

export type EntityRow = typeof entities.$inferSelect;

/** One version of a stored entity as pages receive it. */
export function toContentPage(row: EntityRow, version: PageVersion): ContentPage {
  return {
    id: row.id,
    type: row.type,
    path: row.path,
    slug: row.slug,
    locale: row.locale,
    tags: row.tags,
    publicationDate: row.publicationDate?.toISOString() ?? null,
    title: version.title,
    metadata: version.metadata,
    elements: version.elements,
  };
}
