import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { type GalleryItemInput, type GalleryService, createGalleryService } from "./service.server";
import { createTranscriptService } from "./transcripts.server";
import type { GalleryImageSource, GalleryVideoSource } from "./types";

const picture = (title: string, day: number): GalleryImageSource => ({
  title,
  description: `${title} description`,
  alt_text: `${title} alt`,
  created_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
  cdn_paths: { original: `/media/t/${day}.jpg`, "575": `/media/t/${day}.jpg?w=575&f=jpeg` },
  grouped_tags: [],
  "Product Style": ["Folding Doors"],
  Material: ["Aluminum"],
  width: 1440,
  height: 960,
});

const video = (
  slug: string,
  day: number,
  platform: GalleryVideoSource["video_platform"],
  videoId: string,
  tags: string[],
  subtitles: GalleryVideoSource["subtitles"] = [],
): GalleryItemInput => ({
  _id: `video-${slug}`,
  medium: "videos",
  _source: {
    ...picture(slug, day),
    slug,
    video_id: videoId,
    video_platform: platform,
    thumbnail_url: `/media/t/${slug}.jpg`,
    tags,
    subtitles,
  },
});

const images = Array.from({ length: 11 }, (_, index) => ({
  _id: `image-${String(index).padStart(2, "0")}`,
  medium: "images" as const,
  categories: [index < 9 ? "Residential" : "Resort-Hotel"],
  _source: picture(`Picture ${index}`, index + 1),
})) satisfies GalleryItemInput[];

const videos = [
  video(
    "overview",
    1,
    "raw_url",
    "/media/t/overview.mp4",
    ["V2 Videos"],
    [{ "subtitle-language-short-name": "en", "subtitle-url": "/media/t/overview.vtt" }],
  ),
  video(
    "swing",
    2,
    "youtube",
    "abc123",
    ["V2 Videos", "Swing Doors"],
    [
      { "subtitle-language-short-name": "es", "subtitle-url": "/media/t/swing-es.vtt" },
      { "subtitle-language-short-name": "en", "subtitle-url": "/media/t/swing.vtt" },
    ],
  ),
  video("craft", 3, "vimeo", "555", ["LaCantina Videos"]),
  video("makeover", 4, "eko", "Makeover", ["TV Shows"]),
];

describe.each(testDatabases())("gallery service on $name", ({ open }) => {
  let database: Database;
  let gallery: GalleryService;
  let storageDir: string;

  beforeAll(async () => {
    database = await open();
    gallery = createGalleryService(database.db);
    await gallery.saveItems([...images, ...videos]);
    storageDir = await mkdtemp(path.join(os.tmpdir(), "gallery-test-"));
    await mkdir(path.join(storageDir, "media", "t"), { recursive: true });
    await writeFile(path.join(storageDir, "media", "t", "swing.vtt"), "WEBVTT\n\n00:00.000 --> 00:02.000\nThe swing door.\n");
    await writeFile(path.join(storageDir, "media", "t", "overview.vtt"), "WEBVTT\n\n00:00.000 --> 00:02.000\nThe folding wall.\n");
  });
  afterAll(async () => {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it("answers a category's page of images newest first, with the category's total", async () => {
    const first = await gallery.search("images", { cat: "Residential", size: 8, from: 0 });
    expect(first.total).toBe(9);
    expect(first.hits.map((hit) => hit._id)).toEqual([
      "image-08",
      "image-07",
      "image-06",
      "image-05",
      "image-04",
      "image-03",
      "image-02",
      "image-01",
    ]);
    const next = await gallery.search("images", { cat: "Residential", size: 8, from: 8 });
    expect(next.hits.map((hit) => hit._id)).toEqual(["image-00"]);
    expect(next.hits[0]?._source.alt_text).toBe("Picture 0 alt");
  });

  it("answers every video for All Videos and a tag's videos otherwise", async () => {
    expect((await gallery.search("videos", { cat: "All Videos", size: 1000, from: 0 })).total).toBe(4);
    expect((await gallery.videosByTag("V2 Videos")).map((hit) => hit._source.slug)).toEqual(["swing", "overview"]);
    expect(await gallery.videosByTag("Cats")).toEqual([]);
    expect((await gallery.search("images", { cat: "Kitchens", size: 8, from: 0 })).total).toBe(0);
  });

  it("finds a video by id and by slug, never an image", async () => {
    expect((await gallery.videoById("video-craft"))?._source.video_platform).toBe("vimeo");
    expect((await gallery.videoBySlug("makeover"))?._id).toBe("video-makeover");
    expect(await gallery.videoById("image-00")).toBeUndefined();
    expect(await gallery.videoBySlug("nope")).toBeUndefined();
  });

  it("replaces an item saved again under its id", async () => {
    await gallery.saveItems([{ ...images[0]!, _source: { ...images[0]!._source, title: "Renamed" } }]);
    expect((await gallery.search("images", { cat: "Residential", size: 9, from: 0 })).hits.at(-1)?._source.title).toBe("Renamed");
  });

  describe("transcripts", () => {
    it("answers the stored subtitles for a provider's id, its player query removed", async () => {
      const transcripts = createTranscriptService({ gallery, storageDir, log: silentLogger });
      expect(await transcripts.subtitles("youtube", "abc123?autoplay=1&rel=0")).toHaveLength(2);
      expect(await transcripts.subtitles("vimeo", "555")).toEqual([]);
    });

    it("reads the English track's text from storage, for a provider video and a raw_url file", async () => {
      const transcripts = createTranscriptService({ gallery, storageDir, log: silentLogger });
      expect(await transcripts.transcript((await gallery.videoBySlug("swing"))!)).toEqual(["The swing door."]);
      expect(await transcripts.transcript((await gallery.videoBySlug("overview"))!)).toEqual(["The folding wall."]);
      expect(await transcripts.transcript((await gallery.videoBySlug("makeover"))!)).toBeUndefined();
    });

    it("shows staff's transcript before the English track", async () => {
      const transcripts = createTranscriptService({ gallery, storageDir, log: silentLogger });
      const swing = (await gallery.videoBySlug("swing"))!;
      const written = { ...swing, _source: { ...swing._source, transcript: "Written by staff.\n\nSecond paragraph." } };
      expect(await transcripts.transcript(written)).toEqual(["Written by staff.", "Second paragraph."]);
    });

    it("asks Vimeo for text tracks only when a token is configured", async () => {
      const fetch = vi.fn(async (url: string | URL | Request) =>
        String(url).startsWith("https://api.vimeo.com/")
          ? Response.json({ data: [{ language: "en", link: "https://captions.vimeo.test/555.vtt" }] })
          : new Response("WEBVTT\n\n00:00.000 --> 00:01.000\nMade by hand.\n"),
      );
      const without = createTranscriptService({ gallery, storageDir, log: silentLogger, fetch });
      expect(await without.subtitles("vimeo", "555")).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
      const withToken = createTranscriptService({ gallery, storageDir, log: silentLogger, fetch, vimeoToken: "secret" });
      expect(await withToken.transcript((await gallery.videoBySlug("craft"))!)).toEqual(["Made by hand."]);
      expect(String(fetch.mock.calls[0]?.[0])).toBe("https://api.vimeo.com/videos/555/texttracks");
    });

    it("logs a failing provider or track and answers no transcript", async () => {
      const log = { ...silentLogger, error: vi.fn() } as unknown as typeof silentLogger;
      const fetch = vi.fn(async () => new Response("down", { status: 503 }));
      const transcripts = createTranscriptService({ gallery, storageDir, log, fetch, vimeoToken: "secret" });
      expect(await transcripts.subtitles("vimeo", "555")).toEqual([]);
      const missingTrack = { ...(await gallery.videoBySlug("swing"))!, _id: "copy" };
      missingTrack._source = {
        ...missingTrack._source,
        subtitles: [{ "subtitle-language-short-name": "en", "subtitle-url": "/media/../../etc/passwd" }],
        video_platform: "raw_url",
      };
      expect(await transcripts.transcript(missingTrack)).toBeUndefined();
      expect(log.error).toHaveBeenCalledTimes(2);
    });
  });
});
