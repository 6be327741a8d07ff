import { sql } from "drizzle-orm";
import { PageVersionSchema, entities } from "../app/features/content/index.server";
import type { Db } from "../server/db";
import type { Logger } from "../server/logger";
import { components } from "./components";
import type { DemoEntity } from "./demo-entity";
import { ensureDemoMedia } from "./media/generate";
import { pages } from "./pages";

export type ImportOptions = { db: Db; storageDir: string; log: Logger; locale?: string };

export async function isContentEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(entities);
  return (row?.count ?? 0) === 0;
}

function checked(entity: DemoEntity): DemoEntity {
  return {
    ...entity,
    published: entity.published && PageVersionSchema.parse(entity.published),
    draft: entity.draft && PageVersionSchema.parse(entity.draft),
  };
}

/**
 * Loads the demo content into the database. Idempotent: an entity is matched by locale and
 * path and replaced, so running it twice leaves one copy of everything.
 */
export async function importDemoContent({ db, storageDir, log, locale = "en-US" }: ImportOptions) {
  const started = performance.now();
  const media = await ensureDemoMedia(storageDir);
  const all = [...pages, ...components].map(checked);
  await db.transaction(async (tx) => {
    for (const entity of all) {
      const row = {
        type: entity.type,
        path: entity.path,
        slug: entity.slug ?? null,
        locale,
        tags: entity.tags ?? [],
        publicationDate: entity.publicationDate ? new Date(entity.publicationDate) : null,
        published: entity.published ?? null,
        draft: entity.draft ?? null,
        updatedAt: new Date(),
      };
      await tx
        .insert(entities)
        .values(row)
        .onConflictDoUpdate({ target: [entities.locale, entities.path], set: row });
    }
  });
  log.info(
    { entities: all.length, imagesGenerated: media.generated, ms: Math.round(performance.now() - started) },
    "demo content imported",
  );
  return { entities: all.length, imagesGenerated: media.generated };
}
