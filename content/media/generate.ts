import { createHash } from "node:crypto";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ensureGalleryFiles, galleryDemoImages } from "../gallery/media";
import { demoImages } from "./images";
import { sceneSvg } from "./scene";
import { swatchImages } from "./swatches";

const MANIFEST = ".demo-media.json";

async function readManifest(file: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Renders every demo image that storage lacks or that its scene no longer matches (the manifest
 * keeps a hash of each image's SVG), so a change to the renderer or a scene re-renders it.
 */
export async function ensureDemoMedia(storageDir: string): Promise<{ generated: number }> {
  const mediaRoot = path.resolve(storageDir, "media");
  const manifestFile = path.join(mediaRoot, MANIFEST);
  const manifest = await readManifest(manifestFile);
  let generated = 0;
  const queue = [
    ...[...demoImages, ...galleryDemoImages].map((image) => ({
      file: image.file,
      svg: () => sceneSvg(image.scene, image.width, image.height),
    })),
    ...swatchImages(),
  ];
  // SVG rasterising is single-threaded: two at a time keeps both cores busy on first start.
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const target = path.join(mediaRoot, image.file);
      const svg = image.svg();
      const hash = createHash("sha256").update(svg).digest("hex").slice(0, 16);
      if (manifest[image.file] === hash && (await stat(target).catch(() => null))) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toFile(target);
      manifest[image.file] = hash;
      generated += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  if (generated > 0) await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  // The gallery's committed clip and transcripts are demo media too.
  await ensureGalleryFiles(storageDir);
  return { generated };
}
