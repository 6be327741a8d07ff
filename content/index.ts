import { sql } from "drizzle-orm";
import { createContentService, entities } from "../app/features/content/index.server";
import type { Db } from "../server/db";
import type { Logger } from "../server/logger";
import { components } from "./components";
import { ensureDemoMedia } from "./media/generate";
import { pages } from "./pages";

export type ImportOptions = {
  db: Db;
  storageDir: string;
  log: Logger;
  locale?: string;
  /** Called once the content changed, so caches of rendered pages can be dropped. */
  onChange?: () => void | Promise<void>;
};

export async function isContentEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(entities);
  return (row?.count ?? 0) === 0;
}

/**
 * Loads the demo content into the database through the content service, which validates and
 * sanitises each entity. Idempotent: an entity is matched by locale and path and replaced.
 */
export async function importDemoContent({ db, storageDir, log, locale = "en-US", onChange }: ImportOptions) {
  const started = performance.now();
  const media = await ensureDemoMedia(storageDir);
  const content = createContentService(db, locale, { onChange });
  const { saved, rejected } = await content.saveEntities([...pages, ...components], log);
  log.info(
    { entities: saved, rejected, imagesGenerated: media.generated, ms: Math.round(performance.now() - started) },
    "demo content imported",
  );
  return { entities: saved, rejected, imagesGenerated: media.generated };
}
