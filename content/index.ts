import { createContentService } from "../app/features/content/index.server";
import { indexCatalogue, syncContentIndex } from "../app/features/search/index.server";
import { createRedirectService } from "../app/features/seo/index.server";
import type { Db } from "../app/platform/db";
import type { Logger } from "../app/platform/logger";
import { articles } from "./articles";
import { components } from "./components";
import { importDemoDocuments } from "./documents";
import { importDemoGallery } from "./gallery";
import { ensureDemoMedia } from "./media/generate";
import { pages } from "./pages";
import { redirects } from "./redirects";

export type ImportOptions = {
  db: Db;
  storageDir: string;
  log: Logger;
  locale?: string;
  /** Called once the content changed, so caches of rendered pages can be dropped. */
  onChange?: () => void | Promise<void>;
};

/**
 * Loads the demo content into the database through the content service, which validates and
 * sanitises each entity. Idempotent: an entity is matched by locale and path and replaced, unless
 * an editor changed it in the admin: those are kept as the editor left them (`keptEdited`).
 */
export async function importDemoContent({ db, storageDir, log, locale = "en-US", onChange }: ImportOptions) {
  const started = performance.now();
  const media = await ensureDemoMedia(storageDir);
  const content = createContentService(db, locale, { onChange });
  const { saved, rejected, keptEdited } = await content.saveEntities([...pages, ...articles, ...components], log);
  await createRedirectService(db, { onChange: () => void onChange?.() }).saveRedirects(redirects, log);
  const galleryItems = await importDemoGallery(db);
  const library = await importDemoDocuments(db, storageDir);
  // The demo content and the bundled catalogue become searchable with the import.
  await syncContentIndex(db);
  await indexCatalogue(db, locale);
  log.info(
    {
      entities: saved,
      rejected,
      keptEdited,
      galleryItems,
      documents: library.documents,
      imagesGenerated: media.generated,
      ms: Math.round(performance.now() - started),
    },
    "demo content imported",
  );
  return { entities: saved, rejected, keptEdited, imagesGenerated: media.generated };
}
