import { copyFile, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { galleryImageFiles } from "./images";
import { galleryVideoFiles, galleryVideoThumbnails } from "./videos";

/** The gallery's generated pictures, for ensureDemoMedia. */
export const galleryDemoImages = [...galleryImageFiles, ...galleryVideoThumbnails];

// Resolved from the working directory like db/migrations: the server build bundles this module elsewhere.
const committedMedia = path.resolve("content/gallery/media");

/** Copies the committed clip and transcripts into storage, skipping those already there at the same size. */
export async function ensureGalleryFiles(storageDir: string): Promise<{ copied: number }> {
  let copied = 0;
  for (const { source, file } of galleryVideoFiles) {
    const from = path.join(committedMedia, source);
    const target = path.resolve(storageDir, "media", file);
    const [have, want] = await Promise.all([stat(target).catch(() => null), stat(from)]);
    if (have?.size === want.size) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(from, target);
    copied += 1;
  }
  return { copied };
}
