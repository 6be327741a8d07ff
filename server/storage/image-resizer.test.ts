import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createImageResizer } from "./image-resizer";

describe("the image resizer's child process", () => {
  it("makes variants one after another, fails a bad one alone, and ends when idle so its memory goes", async () => {
    const source = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8d877f" } })
      .jpeg()
      .toBuffer();
    const resizer = createImageResizer({ idleMs: 300 });
    try {
      const results = await Promise.allSettled([
        resizer.resize({ name: "a.jpg", source, width: 320, format: "webp" }),
        resizer.resize({ name: "broken.jpg", source: Buffer.from("not an image"), width: 320, format: "webp" }),
        resizer.resize({ name: "a.jpg", source, width: 120, format: "avif" }),
        resizer.resize({ name: "a.jpg", source, width: 575, format: "jpeg" }),
      ]);
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
      const variants = results.map((result) => (result.status === "fulfilled" ? result.value : null));
      expect(await sharp(variants[0]!).metadata()).toMatchObject({ width: 320, format: "webp" });
      expect((await sharp(variants[2]!).metadata()).format).toBe("heif");
      expect((await sharp(variants[3]!).metadata()).width).toBe(575);
      expect(results[1]!.status === "rejected" && String(results[1].reason)).toContain("resizing broken.jpg failed");
      expect(resizer.pid()).not.toBeNull();
      await expect.poll(() => resizer.pid(), { timeout: 5_000 }).toBeNull();
      // A new job starts a new child.
      expect((await sharp(await resizer.resize({ name: "a.jpg", source, width: 120, format: "webp" })).metadata()).width).toBe(120);
    } finally {
      resizer.close();
    }
  });
});
