import { and, asc, eq, inArray, isNotNull, isNull, notExists, notInArray } from "drizzle-orm";
import type { Db } from "~/platform/db";
import type { EditAction } from "./editing";
import { entities, entityVersions } from "./tables.server";

/** What a seed import did to the entities of its locale that content/ no longer has, by path. */
export type SeedEntityRemoval = { removed: string[]; keptEdited: string[] };

/** The history of an entity made in the admin starts with one of these; a seeded one's does not. */
const madeInAdmin: EditAction[] = ["create", "duplicate"];

/**
 * Removes the entities the seed put in and no longer has. Those an editor changed since
 * (`updated_by` set) stay, and are named; those editors made themselves were never the seed's.
 */
export async function removeEntitiesGoneFromSeed(db: Db, seedPaths: readonly string[], locale: string): Promise<SeedEntityRemoval> {
  const goneFromSeed = and(eq(entities.locale, locale), seedPaths.length > 0 ? notInArray(entities.path, [...seedPaths]) : undefined);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(entities)
      .where(and(goneFromSeed, isNull(entities.updatedBy)))
      .returning({ path: entities.path });
    const kept = await tx
      .select({ path: entities.path })
      .from(entities)
      .where(
        and(
          goneFromSeed,
          isNotNull(entities.updatedBy),
          notExists(
            tx
              .select({ id: entityVersions.id })
              .from(entityVersions)
              .where(and(eq(entityVersions.entityId, entities.id), inArray(entityVersions.action, madeInAdmin))),
          ),
        ),
      )
      .orderBy(asc(entities.path));
    return { removed: removed.map((row) => row.path).sort(), keptEdited: kept.map((row) => row.path) };
  });
}
