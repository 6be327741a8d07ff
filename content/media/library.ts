import { stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { catalogueKeys, productByKey } from "../../app/features/catalogue/index.server";
import type { GalleryItemInput } from "../../app/features/gallery/index.server";
import { type SeedFile, mediaReferences, saveSeedFiles } from "../../app/features/media-library/index.server";
import type { Db } from "../../app/platform/db";

const kinds: Record<string, Pick<SeedFile, "kind" | "contentType">> = {
  ".jpg": { kind: "image", contentType: "image/jpeg" },
  ".mp4": { kind: "video", contentType: "video/mp4" },
};

const words = (name: string) => name.replace(/[-_]+/g, " ").trim();

/**
 * A title from the file's name, after its folder where the folder tells files apart:
 * `home/featured-folding.jpg` is "Featured folding", `products/folding-doors/wood.jpg` "Folding doors: wood".
 */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function titleOf(file: string): string {
  const { dir, name } = path.posix.parse(file);
  return capitalised(dir.includes("/") ? `${words(path.posix.basename(dir))}: ${words(name)}` : words(name));
}

/** The file's folders as tags: `products/folding-doors/wood.jpg` is tagged Products and Folding doors. */
const tagsOf = (file: string) =>
  path.posix
    .dirname(file)
    .split("/")
    .map((folder) => capitalised(words(folder)));

/**
 * The gallery's titles by the address of what it shows: a photo's, a video's clip and its poster.
 * Editors know these files by them, not by their names.
 */
export function galleryTitles(items: readonly GalleryItemInput[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const item of items) {
    const { title, cdn_paths } = item._source;
    if (item.medium === "images") {
      titles.set(cdn_paths.original, title);
      continue;
    }
    titles.set(cdn_paths.original, `${title} (poster)`);
    if (item._source.video_id.startsWith("/media/")) titles.set(item._source.video_id, title);
  }
  return titles;
}

/**
 * Lists the demo's photos and clips (`files`, below `media/`) in the media library, each with the
 * alt text the content, the catalogue or the gallery gives it where they show it, and the
 * gallery's title where the gallery shows it (a title from its name otherwise). Transcripts and
 * the documents (the documents library's) are left out.
 */
export async function registerDemoMedia(
  db: Db,
  storageDir: string,
  files: readonly string[],
  seed: { entities: readonly unknown[]; galleryItems: readonly GalleryItemInput[] },
) {
  const catalogue = catalogueKeys.map((key) => productByKey(key));
  const alts = new Map<string, string>();
  for (const reference of mediaReferences([seed.entities, seed.galleryItems, catalogue]))
    if (reference.alt && !alts.has(reference.url)) alts.set(reference.url, reference.alt);
  const titles = galleryTitles(seed.galleryItems);
  const seedFiles: SeedFile[] = [];
  for (const file of files) {
    const kind = kinds[path.posix.extname(file)];
    if (!kind) continue;
    const stored = path.resolve(storageDir, "media", file);
    const [{ size }, image] = await Promise.all([stat(stored), kind.kind === "image" ? sharp(stored).metadata() : null]);
    seedFiles.push({
      path: `media/${file}`,
      ...kind,
      bytes: size,
      width: image?.width ?? null,
      height: image?.height ?? null,
      alt: kind.kind === "image" ? (alts.get(`/media/${file}`) ?? "") : "",
      title: titles.get(`/media/${file}`) ?? titleOf(file),
      tags: tagsOf(file),
    });
  }
  return saveSeedFiles(db, seedFiles);
}
