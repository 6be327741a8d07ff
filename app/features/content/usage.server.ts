import { and, asc, eq, or, sql } from "drizzle-orm";
import { likePattern } from "~/lib/like-pattern";
import type { Db } from "~/platform/db";
import { entityTitle } from "./overview.server";
import { entities } from "./tables.server";

/** An entity whose published version or draft carries a given text (a media file's address). */
export type EntityUsing = { id: number; path: string; title: string; inPublished: boolean; inDraft: boolean };

/** Every entity of the locale whose published or draft JSON contains `text`, by path. */
export async function entitiesUsing(db: Db, locale: string, text: string): Promise<EntityUsing[]> {
  const pattern = likePattern(text);
  const inPublished = sql<boolean>`coalesce(${entities.published}::text like ${pattern}, false)`;
  const inDraft = sql<boolean>`coalesce(${entities.draft}::text like ${pattern}, false)`;
  return db
    .select({
      id: entities.id,
      path: entities.path,
      title: entityTitle,
      inPublished,
      inDraft,
    })
    .from(entities)
    .where(and(eq(entities.locale, locale), or(inPublished, inDraft)))
    .orderBy(asc(entities.path));
}
