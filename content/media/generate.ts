import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoImages } from "./images";
import { sceneSvg } from "./scene";

/** Renders every demo image that storage does not have yet; returns how many it made. */
export async function ensureDemoMedia(storageDir: string): Promise<{ generated: number }> {
  let generated = 0;
  for (const image of demoImages) {
    const target = path.resolve(storageDir, "media", image.file);
    if (await stat(target).catch(() => null)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await sharp(Buffer.from(sceneSvg(image.scene, image.width, image.height)))
      .jpeg({ quality: 86, mozjpeg: true })
      .toFile(target);
    generated += 1;
  }
  return { generated };
}
