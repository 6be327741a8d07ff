import { type ContentService, createContentService } from "../app/features/content/index.server";
import type { GalleryItemInput } from "../app/features/gallery/index.server";
import { indexCatalogue, syncContentIndex } from "../app/features/search/index.server";
import { type RedirectInput, createRedirectService } from "../app/features/seo/index.server";
import type { SiteChanges } from "../app/platform/changes";
import type { Db } from "../app/platform/db";
import type { FileStore } from "../app/platform/file-store";
import type { Logger } from "../app/platform/logger";
import { articles } from "./articles";
import { components } from "./components";
import type { DemoEntity } from "./demo-entity";
import { type DemoDocument, demoDocuments } from "./documents/catalogue";
import { importDemoDocuments } from "./documents";
import { demoGalleryItems, importDemoGallery } from "./gallery";
import { demoDealers, importDemoDealers } from "./dealers";
import type { DealerInput } from "../app/features/dealers/index.server";
import { ensureDemoMedia } from "./media/generate";
import { registerDemoMedia } from "./media/library";
import { copyDemoMediaToStore } from "./media/to-store";
import { pages } from "./pages";
import { redirects } from "./redirects";
import { translations } from "./translations";
import { createAuditLog } from "../app/features/audit/index.server";

/** What content/ holds; tests pass a smaller one. */
export type DemoSeed = {
  entities: readonly DemoEntity[];
  redirects: readonly RedirectInput[];
  galleryItems: readonly GalleryItemInput[];
  documents: readonly DemoDocument[];
  dealers: readonly DealerInput[];
  /** Translations of `entities` into other locales (decision 0055). */
  translations: readonly { locale: string; entities: readonly DemoEntity[] }[];
};

export const demoSeed = (): DemoSeed => ({
  entities: [...pages, ...articles, ...components],
  redirects,
  galleryItems: demoGalleryItems,
  documents: demoDocuments(),
  dealers: demoDealers,
  translations,
});

export type ImportOptions = {
  db: Db;
  /** Where the demo's files are rendered (`media/`). */
  storageDir: string;
  /** Where the site keeps its files, when that is not `storageDir` (a bucket): the demo's files are copied there. */
  store?: FileStore;
  log: Logger;
  locale?: string;
  seed?: DemoSeed;
  /** Hears what the import changed, so pages render afresh. */
  changes?: SiteChanges;
};

/** A count per kind of what the seed holds. */
export type SeedCounts = { entities: number; redirects: number; documents: number; galleryItems: number; dealers: number };

export type ImportResult = {
  entities: number;
  rejected: number;
  imagesGenerated: number;
  /** What a previous import put in and the seed no longer has. */
  removed: SeedCounts;
  /** What staff changed in the admin and the import left as they made it. */
  kept: SeedCounts;
  /** Addresses of the entities editors changed that the seed no longer has: kept, not removed. */
  keptGoneFromSeed: string[];
};

/**
 * Loads the seed (content/) into the database through the content service, which validates and
 * sanitises each entity. Idempotent: an entity is matched by locale and path and replaced, and
 * what a previous import put in and the seed no longer has is removed, unless staff changed it in
 * the admin: that is kept as they left it and reported.
 */
export async function importDemoContent({
  db,
  storageDir,
  store,
  log,
  locale = "en-US",
  seed = demoSeed(),
  changes,
}: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const media = await ensureDemoMedia(storageDir);
  const content = createContentService(db, locale, { changes, audit: createAuditLog(db) });
  const redirectService = createRedirectService(db, { changes });
  // A seed page that staff moved away (its old address now redirects) is not put back there.
  const movedAway = new Set(await redirectService.staffRedirectedFrom(seed.entities.map((entity) => entity.path)));
  const saved = await content.saveEntities(
    seed.entities.filter((entity) => !movedAway.has(entity.path)),
    log,
  );
  // A rejected entity still names its path: a mistake in content/ never removes the page it meant.
  const gone = await content.removeGoneFromSeed(seed.entities.map((entity) => entity.path));
  // Translations after their sources, which they name by path.
  const translated = await importTranslations(content, seed.translations, log);
  const redirectsSeeded = await redirectService.saveSeedRedirects(seed.redirects, log);
  const gallery = await importDemoGallery(db, seed.galleryItems);
  const library = await importDemoDocuments(db, storageDir, seed.documents, store);
  const dealers = await importDemoDealers(db, seed.dealers);
  const mediaLibrary = await registerDemoMedia(db, storageDir, media.files, seed);
  if (store && store.kind !== "local") await copyDemoMediaToStore(storageDir, store);
  // The seed and the bundled catalogue become searchable with the import; removed entities leave the index.
  await syncContentIndex(db);
  await indexCatalogue(db, locale);
  const removed = {
    entities: gone.removed.length + translated.removed,
    redirects: redirectsSeeded.removed,
    documents: library.removed,
    galleryItems: gallery.removed,
    dealers: dealers.removed,
  };
  const kept = {
    entities: saved.keptEdited + gone.keptEdited.length + translated.kept,
    redirects: redirectsSeeded.kept,
    documents: library.kept,
    galleryItems: gallery.kept,
    dealers: dealers.kept,
  };
  log.info(
    {
      entities: saved.saved,
      translations: translated.saved,
      rejected: saved.rejected + translated.rejected + redirectsSeeded.rejected,
      galleryItems: gallery.saved,
      dealers: dealers.saved,
      documents: library.documents,
      mediaLibraryAdded: mediaLibrary.added,
      imagesGenerated: media.generated,
      removed,
      kept,
      keptGoneFromSeed: gone.keptEdited,
      ms: Math.round(performance.now() - started),
    },
    "demo content imported",
  );
  return {
    entities: saved.saved + translated.saved,
    rejected: saved.rejected + translated.rejected + redirectsSeeded.rejected,
    imagesGenerated: media.generated,
    removed,
    kept,
    keptGoneFromSeed: gone.keptEdited,
  };
}

/** Each locale's translations, saved and pruned as the seed's own entities are. */
async function importTranslations(content: ContentService, translations: DemoSeed["translations"], log: Logger) {
  const counts = { saved: 0, rejected: 0, removed: 0, kept: 0 };
  for (const { locale, entities } of translations) {
    const saved = await content.saveEntities(entities, log, locale);
    const gone = await content.removeGoneFromSeed(
      entities.map((entity) => entity.path),
      locale,
    );
    counts.saved += saved.saved;
    counts.rejected += saved.rejected;
    counts.removed += gone.removed.length;
    counts.kept += saved.keptEdited + gone.keptEdited.length;
  }
  return counts;
}
