import { createHash } from "node:crypto";
import { mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { writeAtomically } from "../write-atomically";
import { ensureGalleryFiles, galleryDemoImages } from "../gallery/media";
import { galleryVideoFiles } from "../gallery/videos";
import { demoImages } from "./images";
import { sceneSvg } from "./scene";
import { swatchImages } from "./swatches";

const MANIFEST = ".demo-media.json";

/** What the generator wrote to a file: the hash of the SVG it rendered and of the bytes it wrote. */
export type ManifestEntry = { scene: string; bytes: string };
/** A picture the generator renders: `svg` draws the same SVG every time it is called. */
export type DemoImage = { file: string; svg: () => string };

const digest = (content: string | Buffer) => createHash("sha256").update(content).digest("hex").slice(0, 16);

/**
 * Each image's SVG hash, kept for the life of the process: an image draws the same SVG every time,
 * and drawing every demo scene only to compare hashes costs seconds (megabytes of SVG) on each import.
 */
const svgHashes = new WeakMap<DemoImage, string>();
function svgHash(image: DemoImage): string {
  let hash = svgHashes.get(image);
  if (hash === undefined) {
    hash = digest(image.svg());
    svgHashes.set(image, hash);
  }
  return hash;
}

async function readManifest(file: string): Promise<Record<string, ManifestEntry | string>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, ManifestEntry | string>;
  } catch {
    return {};
  }
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
  // The manifest on disk follows every file written, so a run stopped half-way (Ctrl-C on the first
  // start) leaves no file the next run takes for an editor's; writes go one after another.
  let saving = Promise.resolve();
  const save = () => {
    saving = saving.then(() => {
      // Entries of images no longer listed stay: their files are still the generator's.
      for (const [file, entry] of Object.entries(earlier)) if (typeof entry !== "string") manifest[file] ??= entry;
      return writeAtomically(manifestFile, JSON.stringify(manifest, null, 2));
    });
    return saving;
  };
  const queue = [...images];
  // SVG rasterising is single-threaded: two at a time keeps both cores busy on first start.
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const target = path.join(mediaRoot, image.file);
      const scene = svgHash(image);
      const entry = earlier[image.file];
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      const bytesNow = async () => digest(await readFile(target));
      if (exists && typeof entry === "string") {
        changed = true;
        manifest[image.file] = { scene: entry, bytes: await bytesNow() };
      } else if (entry && typeof entry !== "string") manifest[image.file] = entry;
      const written = manifest[image.file];
      if (exists && (!written || written.scene === scene || written.bytes !== (await bytesNow()))) continue;

      const content = await sharp(Buffer.from(image.svg())).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
      await mkdir(path.dirname(target), { recursive: true });
      await writeAtomically(target, content);
      manifest[image.file] = { scene, bytes: digest(content) };
      generated += 1;
      await save();
    }
  };
  // Both workers end before the answer: a failure of one never leaves the other writing.
  const failed = (await Promise.allSettled([worker(), worker()])).find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  if (changed) await save();
  return { generated };
}

// Made once, so that each scene's SVG hash is too (svgHashes).
const sceneImages: DemoImage[] = [...demoImages, ...galleryDemoImages].map((image) => ({
  file: image.file,
  svg: () => sceneSvg(image.scene, image.width, image.height),
}));

/**
 * Every demo image (scenes, gallery pictures, finish swatches), then the gallery's committed clip and
 * transcripts; answers how many images were rendered and every file below `media/` the demo has.
 */
export async function ensureDemoMedia(storageDir: string): Promise<{ generated: number; files: string[] }> {
  const mediaRoot = path.resolve(storageDir, "media");
  const images = [...sceneImages, ...swatchImages()];
  const result = await renderDemoImages(mediaRoot, images);
  await ensureGalleryFiles(storageDir);
  return { ...result, files: [...images.map((image) => image.file), ...galleryVideoFiles.map((video) => video.file)] };
}
