import { rm } from "node:fs/promises";
import sharp from "sharp";
import { imageFormats, imageWidths } from "~/lib/media";
import type { SniffedMedia } from "~/lib/sniff";
import type { FileStore } from "~/platform/file-store";
import { storedFileName } from "~/platform/storage";

/** Below STORAGE_DIR: uploaded files are served as `/media/library/...`. */
export const LIBRARY_FOLDER = "media/library";

/** A new file's path below STORAGE_DIR, named after the uploaded file. */
export function libraryPath(originalName: string, media: SniffedMedia): string {
  return `${LIBRARY_FOLDER}/${storedFileName(originalName, media.extension)}`;
}

const sharpFormats = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/gif": "gif", "image/avif": "avif" } as const;
type SharpFormat = (typeof sharpFormats)[keyof typeof sharpFormats];
const encoding: Record<SharpFormat, object> = {
  jpeg: { quality: 90, mozjpeg: true },
  png: {},
  webp: { quality: 90 },
  gif: {},
  avif: { quality: 60 },
};

export class UnreadableImage extends Error {}

/**
 * Writes the image as `contentType` to `output`, upright and without its metadata (the camera's
 * EXIF, GPS position included, never reaches the site), and answers its size in pixels.
 */
export async function storeImage(input: string, output: string, contentType: string): Promise<{ width: number; height: number }> {
  const format = sharpFormats[contentType as keyof typeof sharpFormats];
  if (!format) throw new UnreadableImage(`no encoder for ${contentType}`);
  try {
    // Animated GIFs keep every frame; `rotate()` reads only still images' orientation.
    const image = format === "gif" ? sharp(input, { animated: true }) : sharp(input).rotate();
    await image.toFormat(format, encoding[format]).toFile(output);
    const stored = await sharp(output).metadata();
    return { width: stored.width, height: stored.pageHeight ?? stored.height };
  } catch (error) {
    await rm(output, { force: true });
    throw new UnreadableImage((error as Error).message, { cause: error });
  }
}

/** Drops the resized variants server/storage/media.ts made of `file` (kept as `<path below media/>.<width>.<format>`). */
export async function dropVariants(variants: FileStore, pathBelowMedia: string): Promise<void> {
  const names = new Set(imageWidths.flatMap((width) => imageFormats.map((format) => `${pathBelowMedia}.${width}.${format}`)));
  const kept = await variants.list(`${pathBelowMedia}.`);
  await Promise.all(kept.filter((key) => names.has(key)).map((key) => variants.remove(key)));
}
