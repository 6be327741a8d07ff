import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ensureGalleryFiles, galleryDemoImages } from "../gallery/media";
import { demoImages } from "./images";
import { sceneSvg } from "./scene";
import { swatchImages } from "./swatches";

const MANIFEST = ".demo-media.json";

/** What the generator wrote to a file: the hash of the SVG it rendered and of the bytes it wrote. */
export type ManifestEntry = { scene: string; bytes: string };
export type DemoImage = { file: string; svg: () => string };

const digest = (content: string | Buffer) => createHash("sha256").update(content).digest("hex").slice(0, 16);

async function readManifest(file: string): Promise<Record<string, ManifestEntry | string>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, ManifestEntry | string>;
  } catch {
    return {};
  }
}

/** Writes beside the target and renames, so parallel test workers sharing storage never read half a file. */
async function writeAtomically(target: string, content: Buffer | string) {
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, target);
}

/**
 * Renders each image that `mediaRoot` lacks or whose SVG changed since the generator wrote it.
 * It never writes over a file it did not write, nor over one changed since (an editor's
 * replacement): the manifest keeps the hash of the bytes it wrote. Entries of older manifests
 * kept only the SVG's hash; the files they name were the generator's, and their bytes are
 * recorded as they are now.
 */
export async function renderDemoImages(mediaRoot: string, images: DemoImage[]): Promise<{ generated: number }> {
  const manifestFile = path.join(mediaRoot, MANIFEST);
  const earlier = await readManifest(manifestFile);
  const manifest: Record<string, ManifestEntry> = {};
  let generated = 0;
  let changed = false;
  const queue = [...images];
  // SVG rasterising is single-threaded: two at a time keeps both cores busy on first start.
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const target = path.join(mediaRoot, image.file);
      const svg = image.svg();
      const scene = digest(svg);
      const entry = earlier[image.file];
      const existing = await readFile(target).catch(() => null);
      if (existing && typeof entry === "string") {
        changed = true;
        manifest[image.file] = { scene: entry, bytes: digest(existing) };
        if (entry === scene) continue;
      } else if (entry && typeof entry !== "string") manifest[image.file] = entry;
      const current = manifest[image.file];
      if (existing && (!current || current.scene === scene || current.bytes !== digest(existing))) continue;

      const content = await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
      await mkdir(path.dirname(target), { recursive: true });
      await writeAtomically(target, content);
      manifest[image.file] = { scene, bytes: digest(content) };
      generated += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  // Entries of images no longer listed stay: their files are still the generator's.
  for (const [file, entry] of Object.entries(earlier)) if (typeof entry !== "string") manifest[file] ??= entry;
  if (generated > 0 || changed) await writeAtomically(manifestFile, JSON.stringify(manifest, null, 2));
  return { generated };
}

/** Every demo image (scenes, gallery pictures, finish swatches), then the gallery's committed clip and transcripts. */
export async function ensureDemoMedia(storageDir: string): Promise<{ generated: number }> {
  const mediaRoot = path.resolve(storageDir, "media");
  const images = [
    ...[...demoImages, ...galleryDemoImages].map((image) => ({
      file: image.file,
      svg: () => sceneSvg(image.scene, image.width, image.height),
    })),
    ...swatchImages(),
  ];
  const result = await renderDemoImages(mediaRoot, images);
  await ensureGalleryFiles(storageDir);
  return result;
}
