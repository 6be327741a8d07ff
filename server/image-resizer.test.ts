import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImageResizer } from "./image-resizer";

describe("the image resizer's child process", () => {
  let dir: string;
  let source: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "resizer-"));
    source = path.join(dir, "source.jpg");
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8d877f" } })
      .jpeg()
      .toFile(source);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("makes variants one after another, fails a bad one alone, and ends when idle so its memory goes", async () => {
    const resizer = createImageResizer({ idleMs: 300 });
    try {
      const targets = ["a.320.webp", "b.120.avif", "c.575.jpeg"].map((name) => path.join(dir, name));
      const broken = path.join(dir, "broken.jpg");
      await writeFile(broken, "not an image");
      const results = await Promise.allSettled([
        resizer.resize({ source, target: targets[0]!, width: 320, format: "webp" }),
        resizer.resize({ source: broken, target: path.join(dir, "broken.320.webp"), width: 320, format: "webp" }),
        resizer.resize({ source, target: targets[1]!, width: 120, format: "avif" }),
        resizer.resize({ source, target: targets[2]!, width: 575, format: "jpeg" }),
      ]);
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
      expect((await sharp(targets[0]!).metadata()).width).toBe(320);
      expect((await sharp(targets[1]!).metadata()).format).toBe("heif");
      expect((await sharp(targets[2]!).metadata()).width).toBe(575);
      expect(resizer.pid()).not.toBeNull();
      await expect.poll(() => resizer.pid(), { timeout: 5_000 }).toBeNull();
      // A new job starts a new child.
      await resizer.resize({ source, target: path.join(dir, "d.120.webp"), width: 120, format: "webp" });
      expect((await sharp(path.join(dir, "d.120.webp")).metadata()).width).toBe(120);
    } finally {
      resizer.close();
    }
  });
});
