import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffMedia } from "~/lib/sniff";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { type AuditLog, createAuditLog } from "../audit/index.server";
import type { MediaUse } from "./media";
import { type MediaLibrary, createMediaLibrary } from "./service.server";
import { type ReceivedFile, UPLOADS_FOLDER } from "./upload.server";

const photo = (format: "jpeg" | "png", width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: "#8a6d3b" } })
    .toFormat(format)
    .toBuffer();
const ed = { id: "u-ed", name: "Ed Itor" };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe.each(testDatabases())("the media library on $name", ({ open }) => {
  let database: Database;
  let library: MediaLibrary;
  let audit: AuditLog;
  let storageDir: string;
  let cacheDir: string;
  const uses = new Map<string, MediaUse[]>();

  /** A file as the upload route hands it over: written to the uploads folder and sniffed. */
  async function received(bytes: Buffer, originalName: string): Promise<ReceivedFile> {
    const tempFile = path.join(storageDir, UPLOADS_FOLDER, `${originalName}.${Math.random()}.part`);
    await mkdir(path.dirname(tempFile), { recursive: true });
    await writeFile(tempFile, bytes);
    const media = sniffMedia(bytes);
    if (!media) throw new Error(`${originalName} is not media`);
    return { tempFile, media, bytes: bytes.length, originalName };
  }
  const fileOf = (url: string) => path.join(storageDir, url);
  const leftInUploads = () => readdir(path.join(storageDir, UPLOADS_FOLDER));

  beforeAll(async () => {
    database = await open();
    audit = createAuditLog(database.db);
    storageDir = await mkdtemp(path.join(os.tmpdir(), "media-library-"));
    cacheDir = path.join(storageDir, "media-cache");
    library = createMediaLibrary({
      db: database.db,
      storageDir,
      variantCacheDir: cacheDir,
      pagesUsing: async (url) => uses.get(url) ?? [],
      audit,
    });
  });
  afterAll(async () => {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it("keeps an upload under media/library with a readable name, its size in pixels, and no camera metadata", async () => {
    const withGps = await sharp(await photo("jpeg"))
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "32/1 43/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const added = await library.add(await received(withGps, "Terrace Door (Final).JPG"), { alt: "", title: "" }, ed);
    if (!added.ok) throw new Error(added.reason);
    expect(added.item).toMatchObject({ kind: "image", contentType: "image/jpeg", width: 640, height: 480, title: "Terrace Door (Final)" });
    expect(added.item.url).toMatch(/^\/media\/library\/terrace-door-final-[0-9a-f]{8}\.jpg$/);
    const stored = await sharp(await readFile(fileOf(added.item.url))).metadata();
    expect(stored.exif).toBeUndefined();
    expect(added.item.bytes).toBe((await stat(fileOf(added.item.url))).size);
    expect(await leftInUploads()).toEqual([]);
  });

  it("refuses an image that sharp cannot read, and keeps nothing of it", async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]);
    const before = (await library.list({ q: "", kind: "" }, 1)).total;
    expect(await library.add(await received(damaged, "broken.jpg"), { alt: "x", title: "" }, ed)).toEqual({
      ok: false,
      reason: "unreadable_image",
    });
    expect((await library.list({ q: "", kind: "" }, 1)).total).toBe(before);
    expect(await leftInUploads()).toEqual([]);
  });

  it("keeps an item's tags, finds it by a tag's words or by the tag itself, and lists the tags in use", async () => {
    const added = await library.add(await received(await photo("jpeg"), "pergola.jpg"), { alt: "A pergola", title: "Pergola" }, ed);
    if (!added.ok) throw new Error(added.reason);
    expect(added.item.tags).toEqual([]);
    expect(
      await library.saveDetails(added.item.id, { alt: "A pergola", title: "Pergola", tags: ["Outdoor living", "Kitchen"] }, ed),
    ).toEqual({
      ok: true,
    });
    expect((await library.item(added.item.id))?.tags).toEqual(["Outdoor living", "Kitchen"]);
    const found = async (filter: { q: string; tag?: string }) =>
      (await library.list({ kind: "", ...filter }, 1)).items.map((item) => item.title);
    expect(await found({ q: "outdoor liv" })).toContain("Pergola");
    expect(await found({ q: "", tag: "Kitchen" })).toEqual(["Pergola"]);
    expect(await found({ q: "", tag: "kitchen" })).toEqual([]);
    expect((await library.choices({ q: "kitchen", kind: "image" })).map((choice) => choice.title)).toEqual(["Pergola"]);
    expect(await library.tagsInUse()).toEqual(expect.arrayContaining(["Kitchen", "Outdoor living"]));
    // A save without tags (an older form) leaves them as they were.
    await library.saveDetails(added.item.id, { alt: "A pergola at noon", title: "Pergola" }, ed);
    expect((await library.item(added.item.id))?.tags).toEqual(["Outdoor living", "Kitchen"]);
    expect(await library.remove(added.item.id, ed)).toEqual({ ok: true });
  });

  it("finds items by title, alt text or file name and by kind; the picker leaves out images without alt text", async () => {
    const described = await library.add(await received(await photo("png"), "sill-detail.png"), { alt: "A flush sill", title: "Sill" }, ed);
    const brochure = await library.add(await received(PDF, "brochure.pdf"), { alt: "", title: "Folding doors brochure" }, ed);
    if (!described.ok || !brochure.ok) throw new Error("not added");

    const titles = async (q: string, kind: "" | "pdf" = "") => (await library.list({ q, kind }, 1)).items.map((item) => item.title);
    expect(await titles("flush")).toEqual(["Sill"]);
    expect(await titles("sill-detail")).toEqual(["Sill"]);
    expect(await titles("", "pdf")).toEqual(["Folding doors brochure"]);
    expect(await titles("100%")).toEqual([]);

    // By its address too, as pages link it and the audit log names it: a second sill-detail.png is kept under another name.
    const again = await library.add(await received(await photo("png"), "sill-detail.png"), { alt: "Again", title: "Sill again" }, ed);
    if (!again.ok) throw new Error("not added");
    expect(again.item.url).not.toBe(described.item.url);
    expect(await titles(again.item.url.slice(again.item.url.lastIndexOf("/") + 1))).toEqual(["Sill again"]);
    await library.remove(again.item.id, ed);

    const choices = await library.choices({ q: "", kind: "" });
    expect(choices.map((choice) => choice.title)).toEqual(["Folding doors brochure", "Sill"]);
    expect(choices[1]).toEqual({
      id: described.item.id,
      url: described.item.url,
      alt: "A flush sill",
      title: "Sill",
      width: 640,
      height: 480,
      focalPoint: null,
      kind: "image",
    });
  });

  it("keeps an image's focal point, offers it with the item in the picker, audits it, and keeps it when a save leaves it out", async () => {
    const added = await library.add(await received(await photo("jpeg"), "terrace.jpg"), { alt: "A terrace", title: "Terrace" }, ed);
    if (!added.ok) throw new Error(added.reason);
    expect(added.item.focalPoint).toBeNull();
    const focalPoint = { x: 20, y: 75 };
    expect(await library.saveDetails(added.item.id, { alt: "A terrace", title: "Terrace", focalPoint }, ed)).toEqual({ ok: true });
    expect((await library.item(added.item.id))?.focalPoint).toEqual(focalPoint);
    expect((await library.choices({ q: "terrace", kind: "image" }))[0]?.focalPoint).toEqual(focalPoint);
    await library.saveDetails(added.item.id, { alt: "A terrace at dusk", title: "Terrace" }, ed);
    expect((await library.item(added.item.id))?.focalPoint).toEqual(focalPoint);
    const [latest] = (await audit.list({ area: "media", q: added.item.url })).entries;
    expect(latest).toMatchObject({ before: { focalPoint }, after: { focalPoint, alt: "A terrace at dusk" } });
    await library.saveDetails(added.item.id, { alt: "A terrace", title: "Terrace", focalPoint: null }, ed);
    expect((await library.item(added.item.id))?.focalPoint).toBeNull();
    expect(await library.remove(added.item.id, ed)).toEqual({ ok: true });
  });

  it("replaces a file in place: the address stays, an image keeps its format and its cached variants go", async () => {
    const added = await library.add(await received(await photo("jpeg"), "door.jpg"), { alt: "A door", title: "" }, ed);
    if (!added.ok) throw new Error(added.reason);
    const cached = path.join(cacheDir, "library");
    const name = path.basename(added.item.url);
    await mkdir(cached, { recursive: true });
    await Promise.all(
      [`${name}.320.webp`, `${name}.1024.avif`, "other-00000000.jpg.320.webp"].map((file) => writeFile(path.join(cached, file), "")),
    );

    expect(await library.replace(added.item.id, await received(await photo("png", 800, 600), "new-door.png"), ed)).toEqual({ ok: true });
    const replaced = await library.item(added.item.id);
    expect(replaced).toMatchObject({
      url: added.item.url,
      contentType: "image/jpeg",
      width: 800,
      height: 600,
      originalName: "new-door.png",
    });
    expect((await sharp(await readFile(fileOf(added.item.url))).metadata()).format).toBe("jpeg");
    expect(await readdir(cached)).toEqual(["other-00000000.jpg.320.webp"]);
  });

  it("refuses to replace a file with one of another kind", async () => {
    const brochure = await library.add(await received(PDF, "spec.pdf"), { alt: "", title: "Spec" }, ed);
    if (!brochure.ok) throw new Error(brochure.reason);
    expect(await library.replace(brochure.item.id, await received(await photo("png"), "spec.png"), ed)).toEqual({
      ok: false,
      reason: "other_kind",
    });
    expect(await readFile(fileOf(brochure.item.url))).toEqual(PDF);
    expect(await leftInUploads()).toEqual([]);
  });

  it("refuses to delete a file a page uses, naming the pages; deletes it with its variants once none does", async () => {
    const added = await library.add(await received(await photo("jpeg"), "hero.jpg"), { alt: "Hero", title: "" }, ed);
    if (!added.ok) throw new Error(added.reason);
    const onHome: MediaUse = { id: 1, path: "/", title: "Home", inPublished: true, inDraft: false };
    uses.set(added.item.url, [onHome]);
    expect(await library.uses(added.item)).toEqual([onHome]);
    expect(await library.remove(added.item.id, ed)).toEqual({ ok: false, reason: "in_use", uses: [onHome] });
    expect(await library.item(added.item.id)).not.toBeNull();

    uses.delete(added.item.url);
    const variant = path.join(cacheDir, "library", `${path.basename(added.item.url)}.320.webp`);
    await writeFile(variant, "");
    expect(await library.remove(added.item.id, ed)).toEqual({ ok: true });
    expect(await library.item(added.item.id)).toBeNull();
    await expect(stat(fileOf(added.item.url))).rejects.toThrow();
    await expect(stat(variant)).rejects.toThrow();
  });

  it("records an upload, a change of details, a replacement and a deletion in the audit log, under the file's address", async () => {
    const added = await library.add(await received(await photo("jpeg"), "porch.jpg"), { alt: "", title: "Porch" }, ed);
    if (!added.ok) throw new Error(added.reason);
    const { url } = added.item;
    expect(await library.saveDetails(added.item.id, { alt: "A covered porch", title: "Porch" }, ed)).toEqual({ ok: true });
    await library.replace(added.item.id, await received(await photo("jpeg", 320, 240), "porch-2.jpg"), ed);
    expect(await library.remove(added.item.id, ed)).toEqual({ ok: true });
    expect(await library.saveDetails(added.item.id, { alt: "", title: "Gone" }, ed)).toEqual({ ok: false, reason: "not_found" });

    const { entries } = await audit.list({ area: "media", q: url });
    expect(entries.map(({ actorId, actorName, action, subject }) => ({ actorId, actorName, action, subject }))).toEqual(
      ["deleted", "replaced", "details changed", "uploaded"].map((action) => ({
        actorId: "u-ed",
        actorName: "Ed Itor",
        action,
        subject: url,
      })),
    );
    expect(entries[2]).toMatchObject({ before: { alt: "", title: "Porch" }, after: { alt: "A covered porch", title: "Porch" } });
    expect(entries[1]).toMatchObject({ before: { originalName: "porch.jpg" }, after: { originalName: "porch-2.jpg" } });
    expect(entries[3]).toMatchObject({ after: { title: "Porch", kind: "image" } });
  });
});
