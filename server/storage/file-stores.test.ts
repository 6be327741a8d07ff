import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { type FileStore, isStoreKey, localFileStore } from "../../app/platform/file-store";
import { doubleStoreOptions } from "../../tests/support/s3-double";
import { scratchWithS3Double } from "../../tests/support/scratch-with-s3";
import { s3FileStore } from "./s3-store";

async function bytesOf(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

const scratch = scratchWithS3Double("doors-stores-");

/** Each backend, on a store of its own: the local folder and the bucket of the S3 double (real client). */
const backends: [string, () => FileStore][] = [
  ["local folder", () => localFileStore(path.join(scratch.root, `local-${Math.random().toString(36).slice(2)}`))],
  ["S3 bucket", () => s3FileStore({ ...doubleStoreOptions(scratch.double), prefix: `run-${Math.random().toString(36).slice(2)}/` })],
];

/** A local file as an upload leaves it, to be taken into the store. */
async function upload(content: string): Promise<string> {
  const file = path.join(scratch.root, `upload-${Math.random().toString(36).slice(2)}.part`);
  await writeFile(file, content);
  return file;
}

describe.each(backends)("a file store in a %s", (_name, open) => {
  let store: FileStore;
  beforeAll(() => {
    store = open();
  });

  it("takes an upload in (the local file is gone) and gives it back whole, with its size and time", async () => {
    const before = Date.now() - 2_000;
    const file = await upload("a door in the light");
    await store.putFile("media/library/door.jpg", file, "image/jpeg");
    await expect(stat(file)).rejects.toThrow();
    const info = await store.info("media/library/door.jpg");
    expect(info?.size).toBe(19);
    expect(info!.modified.getTime()).toBeGreaterThanOrEqual(before);
    expect(await bytesOf(await store.read("media/library/door.jpg"))).toBe("a door in the light");
    expect((await store.readAll("media/library/door.jpg"))?.toString()).toBe("a door in the light");
  });

  it("reads a byte range, both ends included", async () => {
    await store.put("media/clip.mp4", "0123456789");
    expect(await bytesOf(await store.read("media/clip.mp4", { start: 2, end: 5 }))).toBe("2345");
    expect(await bytesOf(await store.read("media/clip.mp4", { start: 9, end: 9 }))).toBe("9");
  });

  it("answers null for a file that is not there, and removing one is no error", async () => {
    expect(await store.info("media/none.jpg")).toBeNull();
    expect(await store.read("media/none.jpg")).toBeNull();
    expect(await store.readAll("media/none.jpg")).toBeNull();
    await expect(store.remove("media/none.jpg")).resolves.toBeUndefined();
  });

  it("writes over a file, moves and removes one", async () => {
    await store.put("documents-unlisted/documents/guide.pdf", "first");
    await store.put("documents-unlisted/documents/guide.pdf", Buffer.from("second"));
    await store.move("documents-unlisted/documents/guide.pdf", "media/documents/guide.pdf");
    expect(await store.info("documents-unlisted/documents/guide.pdf")).toBeNull();
    expect((await store.readAll("media/documents/guide.pdf"))?.toString()).toBe("second");
    await store.remove("media/documents/guide.pdf");
    expect(await store.info("media/documents/guide.pdf")).toBeNull();
  });

  it("lists the keys that start with a prefix, names with spaces and accents included", async () => {
    await store.put("cache/library/a b.jpg.320.avif", "x");
    await store.put("cache/library/a b.jpg.640.webp", "x");
    await store.put("cache/library/ábc.jpg.320.avif", "x");
    await store.put("cache/other.jpg.320.avif", "x");
    expect((await store.list("cache/library/a b.jpg.")).sort()).toEqual([
      "cache/library/a b.jpg.320.avif",
      "cache/library/a b.jpg.640.webp",
    ]);
    expect((await store.list("cache/library/")).sort()).toHaveLength(3);
    expect(await store.list("nothing/here/")).toEqual([]);
  });

  it("refuses keys that would leave the store or name nothing", async () => {
    for (const key of ["../outside.jpg", "media/../../x", "/etc/passwd", "media//x", "media\\x", "", "media/\0"]) {
      expect(isStoreKey(key)).toBe(false);
      await expect(store.info(key)).rejects.toThrow("Not a storage key");
    }
  });

  it("is reachable", async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe("the S3 store", () => {
  it("fails its check, and every read, with credentials the bucket does not know", async () => {
    const store = s3FileStore({
      ...doubleStoreOptions(scratch.double),
      credentials: { accessKeyId: scratch.double.credentials.accessKeyId, secretAccessKey: "wrong" },
    });
    await expect(store.check()).rejects.toThrow();
    await expect(store.info("media/x.jpg")).rejects.toThrow();
  });

  it("keeps every key below its prefix, so one bucket holds several sites", async () => {
    const store = s3FileStore({ ...doubleStoreOptions(scratch.double), prefix: "site-a/" });
    await store.put("leads/photo.jpg", "private");
    expect(scratch.double.objects.get("site-a/leads/photo.jpg")?.body.toString()).toBe("private");
    expect(await store.list("leads/")).toEqual(["leads/photo.jpg"]);
  });

  it("stops a large upload's local file once it is in the bucket", async () => {
    const store = s3FileStore(doubleStoreOptions(scratch.double));
    const file = await upload("x".repeat(3 * 1024 * 1024));
    await store.putFile("media/large.bin", file);
    expect(scratch.double.objects.get("media/large.bin")?.body.length).toBe(3 * 1024 * 1024);
    await expect(readFile(file)).rejects.toThrow();
  });
});
