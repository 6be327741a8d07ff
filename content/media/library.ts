import { stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { catalogueKeys, productByKey } from "../../app/features/catalogue/index.server";
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
 * Lists the demo's photos and clips (`files`, below `media/`) in the media library, each with the
 * alt text the content, the catalogue or the gallery gives it where they show it. Transcripts and
 * the documents (the documents library's) are left out.
 */
export async function registerDemoMedia(db: Db, storageDir: string, files: readonly string[], content: readonly unknown[]) {
  const catalogue = catalogueKeys.map((key) => productByKey(key));
  const alts = new Map<string, string>();
  for (const reference of mediaReferences([content, catalogue]))
    if (reference.alt && !alts.has(reference.url)) alts.set(reference.url, reference.alt);
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
      title: titleOf(file),
      tags: tagsOf(file),
    });
  }
  return saveSeedFiles(db, seedFiles);
}
