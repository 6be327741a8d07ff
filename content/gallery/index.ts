import { createGalleryService, type GalleryItemInput, type SeedGalleryResult } from "../../app/features/gallery/index.server";
import type { Db } from "../../app/platform/db";
import { galleryImageItems } from "./images";
import { galleryVideoItems } from "./videos";

export { ensureGalleryFiles, galleryDemoImages } from "./media";

export const demoGalleryItems: readonly GalleryItemInput[] = [...galleryImageItems, ...galleryVideoItems];

/** Saves the demo gallery items (idempotent: items are matched by id); a seeded item `items` no longer has goes. */
export async function importDemoGallery(db: Db, items: readonly GalleryItemInput[] = demoGalleryItems): Promise<SeedGalleryResult> {
  return createGalleryService(db).saveSeedItems(items);
}
