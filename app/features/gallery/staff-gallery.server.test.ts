import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "~/features/audit/index.server";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { type GalleryItemInput, type GalleryService, createGalleryService } from "./service.server";
import { type ImageItemInput, type StaffGallery, type VideoItemInput, createStaffGallery } from "./staff-gallery.server";
import type { StaffImageItem, StaffVideoItem } from "./staff-item";
import type { GalleryImageSource } from "./types";

const editor = { id: "u-editor", name: "Ed Itor" };

const seedPicture = (title: string): GalleryImageSource => ({
  title,
  description: `${title} description`,
  alt_text: `${title} alt`,
  created_at: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  cdn_paths: { original: "/media/gallery/seed.jpg", "575": "/media/gallery/seed.jpg?w=575&f=jpeg" },
  grouped_tags: ["Category/Residential"],
  "Product Style": ["Folding Doors"],
  Material: ["Aluminum"],
  width: 1200,
  height: 800,
});

const seed: GalleryItemInput[] = [
  { _id: "image-seed-01", medium: "images", categories: ["Residential"], _source: seedPicture("Seeded house") },
  {
    _id: "video-seed-01",
    medium: "videos",
    _source: {
      ...seedPicture("Seeded video"),
      slug: "seeded-video",
      video_id: "abc123",
      video_platform: "youtube",
      thumbnail_url: "/media/gallery/seed.jpg",
      tags: ["V2 Videos", "Folding Doors"],
      subtitles: [{ "subtitle-language-short-name": "en", "subtitle-url": "/media/gallery/seed.vtt" }],
    },
  },
];

const picture = { url: "/media/library/terrace-1a2b3c4d.jpg", width: 1600, height: 900 };

const newImage: ImageItemInput = {
  title: "Hillside Terrace",
  description: "A terrace that opens to the canyon.",
  alt: "Open folding glass wall onto a terrace over a canyon at dusk.",
  categories: ["Resort-Hotel", "Residential"],
  productStyles: ["Folding Doors"],
  materials: ["Aluminum Wood"],
  picture,
};

const newVideo: VideoItemInput = {
  title: "Pocket Door Tour",
  description: "A sliding door that disappears into the wall.",
  alt: "A sliding glass door half open onto a garden.",
  slug: "pocket-door-tour",
  provider: "vimeo",
  videoId: "76979871",
  poster: picture,
  categories: ["LaCantina Videos"],
  tags: ["Sliding Doors"],
  productStyles: ["Sliding Doors"],
  materials: [],
  transcript: "The door slides away.\n\nThe room opens.",
};

describe.each(testDatabases())("the galleries as staff manage them, on $name", ({ open }) => {
  let database: Database;
  let staff: StaffGallery;
  let gallery: GalleryService;
  let audit: ReturnType<typeof createAuditLog>;
  const changes: string[][] = [];

  beforeAll(async () => {
    database = await open();
    audit = createAuditLog(database.db);
    gallery = createGalleryService(database.db);
    staff = createStaffGallery(database.db, {
      audit,
      changes: { publish: async (change) => void changes.push(change.kind === "pages" ? [...change.tags] : [change.kind]) },
    });
    await gallery.saveSeedItems(seed);
  });
  afterAll(() => database.close());

  it("adds an image item in the SPEC §3 shape, first in each of its categories, audited", async () => {
    const added = await staff.addImage(newImage, editor);
    if (!added.ok) throw new Error(added.reason);
    const { item } = added;
    expect(item.id).toMatch(/^image-[0-9a-f]{12}$/);
    expect(item.seeded).toBe(false);
    expect(item.source).toMatchObject({
      title: "Hillside Terrace",
      alt_text: newImage.alt,
      cdn_paths: { original: picture.url, "575": `${picture.url}?w=575&f=jpeg` },
      grouped_tags: ["Category/Resort-Hotel", "Category/Residential", "Product Style/Folding Doors", "Material/Aluminum Wood"],
      "Product Style": ["Folding Doors"],
      Material: ["Aluminum Wood"],
      width: 1600,
      height: 900,
    });
    for (const cat of ["Residential", "Resort-Hotel"])
      expect((await gallery.search("images", { cat, size: 8, from: 0 })).hits[0]?._id).toBe(item.id);
    expect(changes.at(-1)).toEqual(["gallery:images"]);
    const [entry] = (await audit.list({ area: "gallery" })).entries;
    expect(entry).toMatchObject({ action: "added", actorName: "Ed Itor", subject: `Hillside Terrace (${item.id})` });
    expect(entry?.after).toMatchObject({ categories: ["Resort-Hotel", "Residential"], picture: picture.url });
  });

  it("tells the media library which items show a file", async () => {
    const uses = await staff.mediaUses(picture.url);
    expect(uses).toEqual([
      expect.objectContaining({
        title: "Image gallery: Hillside Terrace",
        path: "/image-gallery/category/Resort-Hotel",
        editPath: expect.stringMatching(/^\/admin\/gallery\/images\/image-[0-9a-f]{12}$/),
      }),
    ]);
    expect(await staff.mediaUses("/media/library/nothing.jpg")).toEqual([]);
  });

  it("lists one gallery at a time, filtered by category, words and who made the items, with both counts", async () => {
    const all = await staff.list({ medium: "images", category: "", q: "", origin: "", page: 1 });
    expect(all.counts).toEqual({ images: 2, videos: 1 });
    expect(all.rows.map((row) => row.title)).toEqual(["Hillside Terrace", "Seeded house"]);
    expect(all.rows[0]).toMatchObject({ thumbnail: picture.url, categories: ["Resort-Hotel", "Residential"], seeded: false });
    const hotels = await staff.list({ medium: "images", category: "Resort-Hotel", q: "", origin: "", page: 1 });
    expect(hotels.rows.map((row) => row.title)).toEqual(["Hillside Terrace"]);
    const words = await staff.list({ medium: "images", category: "", q: "CANYON", origin: "", page: 1 });
    expect(words.total).toBe(1);
    expect((await staff.list({ medium: "images", category: "", q: "100%_", origin: "", page: 1 })).total).toBe(0);
    const seeded = await staff.list({ medium: "images", category: "", q: "", origin: "seeded", page: 1 });
    expect(seeded.rows.map((row) => row.title)).toEqual(["Seeded house"]);
    const videos = await staff.list({ medium: "videos", category: "V2 Videos", q: "", origin: "", page: 1 });
    expect(videos.rows).toEqual([
      expect.objectContaining({ slug: "seeded-video", provider: "youtube", thumbnail: "/media/gallery/seed.jpg" }),
    ]);
  });

  it("makes a seeded item staff's when they change it, so the seed import leaves it alone", async () => {
    const before = (await staff.item("image-seed-01")) as StaffImageItem;
    const saved = await staff.changeImage(
      "image-seed-01",
      { ...newImage, title: "Seeded house, retitled", categories: ["Residential"], picture: undefined },
      before.fingerprint,
      editor,
    );
    if (!saved.ok) throw new Error(saved.reason);
    expect(saved.item.seeded).toBe(false);
    // Without a new picture the item keeps its own.
    expect(saved.item.source.cdn_paths.original).toBe("/media/gallery/seed.jpg");
    expect(saved.item.source.created_at).toBe(before.source.created_at);
    const [entry] = (await audit.list({ area: "gallery" })).entries;
    expect(entry).toMatchObject({ action: "edited", before: { title: "Seeded house" }, after: { title: "Seeded house, retitled" } });
    expect(Object.keys(entry?.after as object)).not.toContain("picture");

    const reimport = await gallery.saveSeedItems(seed);
    expect(reimport).toMatchObject({ kept: 1, removed: 0 });
    expect((await staff.item("image-seed-01"))?.source.title).toBe("Seeded house, retitled");
  });

  it("refuses a change made on an older version of the item, and writes nothing for a save that changes nothing", async () => {
    const stale = await staff.changeImage("image-seed-01", { ...newImage, categories: ["Residential"] }, "an-old-version", editor);
    expect(stale).toEqual({ ok: false, reason: "stale" });
    const video = (await staff.item("video-seed-01")) as StaffVideoItem;
    const entries = (await audit.list({ area: "gallery" })).total;
    const same = await staff.changeVideo(
      video.id,
      {
        title: "Seeded video",
        description: "Seeded video description",
        alt: "Seeded video alt",
        slug: "seeded-video",
        provider: "youtube",
        videoId: "abc123",
        categories: ["V2 Videos"],
        tags: ["Folding Doors"],
        productStyles: ["Folding Doors"],
        materials: ["Aluminum"],
        transcript: "",
      },
      video.fingerprint,
      editor,
    );
    expect(same).toMatchObject({ ok: true, unchanged: true, item: { seeded: true } });
    expect((await audit.list({ area: "gallery" })).total).toBe(entries);
  });

  it("adds a video under a free address only, with its transcript, and finds it by its slug", async () => {
    const added = await staff.addVideo(newVideo, editor);
    if (!added.ok) throw new Error(added.reason);
    expect(added.item.source).toMatchObject({
      slug: "pocket-door-tour",
      video_platform: "vimeo",
      video_id: "76979871",
      thumbnail_url: picture.url,
      tags: ["LaCantina Videos", "Sliding Doors"],
      grouped_tags: ["Tags/LaCantina Videos", "Tags/Sliding Doors"],
      subtitles: [],
      transcript: "The door slides away.\n\nThe room opens.",
    });
    expect((await gallery.videoBySlug("pocket-door-tour"))?._id).toBe(added.item.id);
    expect((await gallery.videosByTag("LaCantina Videos")).map((video) => video._id)).toEqual([added.item.id]);
    expect(changes.at(-1)).toEqual(["gallery:videos"]);
    expect(await staff.addVideo({ ...newVideo, title: "Another" }, editor)).toEqual({ ok: false, reason: "slug_taken" });
    expect(await staff.addVideo({ ...newVideo, slug: "no-poster", poster: undefined }, editor)).toEqual({
      ok: false,
      reason: "no_picture",
    });
  });

  it("moves a video to a new address, says where it was, and keeps a track only while the video stays the same", async () => {
    const video = (await staff.item("video-seed-01")) as StaffVideoItem;
    const input = { ...newVideo, slug: "seeded-video-renamed", provider: "youtube" as const, videoId: "abc123", poster: undefined };
    const moved = await staff.changeVideo(video.id, input, video.fingerprint, editor);
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.formerSlug).toBe("seeded-video");
    expect((moved.item as StaffVideoItem).source.subtitles).toHaveLength(1);
    expect(await gallery.videoBySlug("seeded-video")).toBeUndefined();

    const taken = await staff.changeVideo(video.id, { ...input, slug: "pocket-door-tour" }, moved.item.fingerprint, editor);
    expect(taken).toEqual({ ok: false, reason: "slug_taken" });
    const other = await staff.changeVideo(video.id, { ...input, videoId: "xyz789" }, moved.item.fingerprint, editor);
    if (!other.ok) throw new Error(other.reason);
    expect((other.item as StaffVideoItem).source.subtitles).toEqual([]);
    expect(other.formerSlug).toBeUndefined();
    // A hosted video that becomes a file needs its file.
    const noFile = await staff.changeVideo(video.id, { ...input, provider: "raw_url", videoId: undefined }, other.item.fingerprint, editor);
    expect(noFile).toEqual({ ok: false, reason: "no_video" });
  });

  it("deletes an item with an audit entry of what it was", async () => {
    const [row] = (await staff.list({ medium: "images", category: "", q: "Hillside", origin: "", page: 1 })).rows;
    const removed = await staff.remove(row!.id, editor);
    expect(removed?.source.title).toBe("Hillside Terrace");
    expect(await staff.item(row!.id)).toBeNull();
    expect(await staff.remove(row!.id, editor)).toBeNull();
    const [entry] = (await audit.list({ area: "gallery" })).entries;
    expect(entry).toMatchObject({ action: "deleted", before: { title: "Hillside Terrace" } });
    expect(changes.at(-1)).toEqual(["gallery:images"]);
  });
});
