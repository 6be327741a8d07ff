import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../app/platform/file-store";
import { copyDemoMediaToStore } from "./to-store";

describe("the demo media copied to a store that is not the storage folder", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "demo-to-store-"));
    await mkdir(path.join(root, "storage/media/home"), { recursive: true });
    await writeFile(path.join(root, "storage/media/home/door.jpg"), "rendered");
    await writeFile(path.join(root, "storage/media/home/hall.jpg"), "rendered");
    await writeFile(path.join(root, "storage/media/.demo-media.json"), "{}");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("puts the files the store lacks, leaves those it has as they are there, and keeps the bookkeeping local", async () => {
    const store = localFileStore(path.join(root, "bucket"));
    await store.put("media/home/hall.jpg", "replaced by an editor");
    expect(await copyDemoMediaToStore(path.join(root, "storage"), store)).toEqual({ copied: 1 });
    expect((await store.readAll("media/home/door.jpg"))?.toString()).toBe("rendered");
    expect((await store.readAll("media/home/hall.jpg"))?.toString()).toBe("replaced by an editor");
    expect(await store.list("media/.")).toEqual([]);
    expect(await copyDemoMediaToStore(path.join(root, "storage"), store)).toEqual({ copied: 0 });
  });
});
