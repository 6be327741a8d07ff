import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_MEDIA_ENV } from "../../tests/support/template";
import type { ManifestEntry } from "./generate";
import { demoImages } from "./images";
import { type Scene, sceneSvg } from "./scene";

const base: Scene = { seed: 7, time: "day", view: "interior", opening: "folding", setting: "garden" };

describe("sceneSvg", () => {
  it("is deterministic for a given scene and size", () => {
    expect(sceneSvg(base, 640, 400)).toBe(sceneSvg(base, 640, 400));
    expect(sceneSvg({ ...base, view: "exterior" }, 400, 500)).toBe(sceneSvg({ ...base, view: "exterior" }, 400, 500));
  });

  it("gives different pictures for different seeds and parameters", () => {
    const variants: Scene[] = [
      base,
      { ...base, seed: 8 },
      { ...base, setting: "ocean" },
      { ...base, time: "dusk" },
      { ...base, view: "exterior" },
      { ...base, opening: "sliding" },
      { ...base, frame: base.frame === "bronze" ? "white" : "bronze" },
    ];
    expect(new Set(variants.map((scene) => sceneSvg(scene, 640, 400))).size).toBe(variants.length);
  });

  // The global setup renders the demo photos with ensureDemoMedia and re-renders any whose SVG
  // changed (its manifest keeps each SVG's hash), so the files checked here are this renderer's output.
  it.each(demoImages)("renders $file as a $width x $height JPEG", async (image) => {
    const mediaRoot = process.env[DEMO_MEDIA_ENV];
    if (!mediaRoot) throw new Error(`${DEMO_MEDIA_ENV} is unset: run through vitest's global setup`);
    const manifest = JSON.parse(await readFile(path.join(mediaRoot, ".demo-media.json"), "utf8")) as Record<string, ManifestEntry>;
    const svgHash = createHash("sha256")
      .update(sceneSvg(image.scene, image.width, image.height))
      .digest("hex")
      .slice(0, 16);
    expect(manifest[image.file]?.scene).toBe(svgHash);
    const { format, width, height } = await sharp(path.join(mediaRoot, image.file)).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: image.width, height: image.height });
  });

  it("produces finite geometry for every setting, view, time and opening", async () => {
    const settings = ["ocean", "hills", "garden", "pool", "city", "resort", "restaurant", "campus"] as const;
    for (const setting of settings) {
      for (const view of ["interior", "exterior"] as const) {
        for (const time of ["day", "golden", "dusk"] as const) {
          for (const opening of ["folding", "sliding", "swing"] as const) {
            for (const [width, height] of [
              [320, 180],
              [200, 250],
            ] as const) {
              const svg = sceneSvg({ seed: settings.indexOf(setting) + 1, time, view, opening, setting }, width, height);
              expect(svg, `${setting} ${view} ${time} ${opening} ${width}x${height}`).not.toMatch(/NaN|Infinity|undefined/);
            }
          }
        }
      }
    }
    const { width } = await sharp(Buffer.from(sceneSvg({ ...base, setting: "city", view: "exterior" }, 320, 180))).metadata();
    expect(width).toBe(320);
  });
});
