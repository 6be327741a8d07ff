import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DemoImage, renderDemoImages } from "./generate";

const svg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="${colour}"/></svg>`;
const image = (file: string, colour: string): DemoImage => ({ file, svg: () => svg(colour) });

describe("the demo image generator", () => {
  let mediaRoot: string;
  const bytesOf = (file: string) => readFile(path.join(mediaRoot, file));

  beforeEach(async () => {
    mediaRoot = await mkdtemp(path.join(os.tmpdir(), "demo-media-"));
  });
  afterEach(() => rm(mediaRoot, { recursive: true, force: true }));

  it("renders what storage lacks, and again only what changed", async () => {
    expect(await renderDemoImages(mediaRoot, [image("a.jpg", "red"), image("photos/b.jpg", "blue")])).toEqual({ generated: 2 });
    const before = await bytesOf("a.jpg");
    expect(await renderDemoImages(mediaRoot, [image("a.jpg", "red"), image("photos/b.jpg", "blue")])).toEqual({ generated: 0 });
    expect(await renderDemoImages(mediaRoot, [image("a.jpg", "green"), image("photos/b.jpg", "blue")])).toEqual({ generated: 1 });
    expect(await bytesOf("a.jpg")).not.toEqual(before);
  });

  it("never writes over a file it did not create", async () => {
    await writeFile(path.join(mediaRoot, "a.jpg"), "an editor's own photo");
    expect(await renderDemoImages(mediaRoot, [image("a.jpg", "red")])).toEqual({ generated: 0 });
    expect(await bytesOf("a.jpg")).toEqual(Buffer.from("an editor's own photo"));
  });

  it("never writes over a file changed since it wrote it, even when its scene changes", async () => {
    await renderDemoImages(mediaRoot, [image("a.jpg", "red")]);
    await writeFile(path.join(mediaRoot, "a.jpg"), "replaced by an editor");
    expect(await renderDemoImages(mediaRoot, [image("a.jpg", "green")])).toEqual({ generated: 0 });
    expect(await bytesOf("a.jpg")).toEqual(Buffer.from("replaced by an editor"));
  });

  it("takes over an older manifest, which kept only the scene's hash, and still renders a changed scene", async () => {
    await renderDemoImages(mediaRoot, [image("a.jpg", "red"), image("b.jpg", "red")]);
    const manifestFile = path.join(mediaRoot, ".demo-media.json");
    const current = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, { scene: string; bytes: string }>;
    await writeFile(manifestFile, JSON.stringify({ "a.jpg": current["a.jpg"]?.scene, "b.jpg": current["b.jpg"]?.scene }));

    expect(await renderDemoImages(mediaRoot, [image("a.jpg", "red"), image("b.jpg", "blue")])).toEqual({ generated: 1 });
    expect(JSON.parse(await readFile(manifestFile, "utf8"))).toMatchObject({
      "a.jpg": current["a.jpg"],
      "b.jpg": { scene: expect.any(String) },
    });
  });

  it("owns every file it wrote before a run stopped half-way, and re-renders them when their scene changes", async () => {
    const stopping: DemoImage = {
      file: "c.jpg",
      svg: () => {
        throw new Error("stopped");
      },
    };
    await expect(renderDemoImages(mediaRoot, [image("a.jpg", "red"), image("b.jpg", "red"), stopping])).rejects.toThrow("stopped");
    const list = [image("a.jpg", "green"), image("b.jpg", "green"), image("c.jpg", "green")];
    expect(await renderDemoImages(mediaRoot, list)).toEqual({ generated: 3 });
  });
});
