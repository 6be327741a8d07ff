import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localFileStore } from "../../app/platform/file-store";
import { type HoldableFileStore, holdRemovals } from "./removal-hold";

describe("a store whose removals a backup holds", () => {
  let folder: string;
  let store: HoldableFileStore;
  const onDisk = (key: string) => readFile(path.join(folder, key), "utf8").catch(() => null);

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "doors-hold-"));
    store = holdRemovals(localFileStore(folder), path.join(folder, "uploads"));
    await store.put("leads/a.jpg", "photo a");
    await store.put("media/documents/b.pdf", "document b");
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("removes at once when nothing holds it", async () => {
    await store.remove("leads/a.jpg");
    expect(await onDisk("leads/a.jpg")).toBeNull();
  });

  it("keeps a file removed during a hold where the backup reads, gone for the site, and removes it when the hold ends", async () => {
    const release = store.hold();
    await store.remove("leads/a.jpg");
    expect(await store.info("leads/a.jpg")).toBeNull();
    expect(await store.readAll("leads/a.jpg")).toBeNull();
    expect(await store.list("leads/")).toEqual([]);
    expect((await store.underlying.readAll("leads/a.jpg"))?.toString()).toBe("photo a");
    await release();
    expect(await onDisk("leads/a.jpg")).toBeNull();
  });

  it("moves a file during a hold by copying it, and removes the old place when the hold ends", async () => {
    const release = store.hold();
    await store.move("media/documents/b.pdf", "documents-unlisted/documents/b.pdf");
    expect(await store.info("media/documents/b.pdf")).toBeNull();
    expect((await store.readAll("documents-unlisted/documents/b.pdf"))?.toString()).toBe("document b");
    expect(await store.underlying.list("")).toEqual(
      expect.arrayContaining(["media/documents/b.pdf", "documents-unlisted/documents/b.pdf"]),
    );
    await release();
    expect(await onDisk("media/documents/b.pdf")).toBeNull();
    expect(await onDisk("documents-unlisted/documents/b.pdf")).toBe("document b");
  });

  it("keeps a file written again after its removal, and waits for the last of two holds", async () => {
    const first = store.hold();
    const second = store.hold();
    await store.remove("leads/a.jpg");
    await store.put("leads/a.jpg", "photo a, again");
    await store.remove("media/documents/b.pdf");
    await first();
    expect(await onDisk("media/documents/b.pdf")).toBe("document b");
    await second();
    expect(await onDisk("media/documents/b.pdf")).toBeNull();
    expect(await onDisk("leads/a.jpg")).toBe("photo a, again");
  });
});
