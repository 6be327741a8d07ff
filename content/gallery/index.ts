import { createGalleryService } from "../../app/features/gallery/index.server";
import type { Db } from "../../app/platform/db";
import { galleryImageItems } from "./images";
import { galleryVideoItems } from "./videos";

export { ensureGalleryFiles, galleryDemoImages } from "./media";

export const demoGalleryItems = [...galleryImageItems, ...galleryVideoItems];

/** Saves the demo gallery items (idempotent: items are matched by id). */
export async function importDemoGallery(db: Db): Promise<number> {
  return createGalleryService(db).saveItems(demoGalleryItems);
}
