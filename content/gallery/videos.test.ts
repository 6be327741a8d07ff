import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hostedProviders } from "../../app/features/gallery/video-id";
import { demoSeed } from "../index";
import { galleryVideoFiles, galleryVideoItems, galleryVideoThumbnails, NEEDS_NETWORK, networkNote } from "./videos";

const committed = (source: string) => readFile(path.resolve("content/gallery/media", source));

/** The committed file a `/media/...` address of the demo is copied from, if the import copies one there. */
const sourceOf = (url: string) => galleryVideoFiles.find(({ file }) => `/media/${file}` === url)?.source;

/** The top-level boxes of an MP4 file, in order. */
function boxes(file: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 8 <= file.length;) {
    const size = file.readUInt32BE(at);
    names.push(file.toString("latin1", at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

/** Every `video` field of a demo page, article or component. */
function pageVideos(value: unknown): { video_provider: string; video_url?: string; video_id?: string }[] {
  if (Array.isArray(value)) return value.flatMap(pageVideos);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.video_provider === "string" ? [record as { video_provider: string }] : [];
  return [...own, ...Object.values(record).flatMap(pageVideos)];
}

describe("demo videos play with no network", () => {
  it.each(galleryVideoItems.map((item) => [item._source.slug, item] as const))(
    "%s plays a committed H.264 clip, or is the one example of its provider and says it needs the network",
    async (_, { _source: video }) => {
      expect(galleryVideoThumbnails.map((image) => `/media/${image.file}`)).toContain(video.thumbnail_url);
      if (video.video_platform !== "raw_url") {
        expect(video.title.endsWith(NEEDS_NETWORK), video.title).toBe(true);
        expect(video.description.startsWith(networkNote(video.video_platform as (typeof hostedProviders)[number]))).toBe(true);
        return;
      }
      const source = sourceOf(video.video_id);
      expect(source, `${video.video_id} is copied from content/gallery/media`).toBeDefined();
      const clip = await committed(source!);
      // Small (decision 0023), an MP4 whose index comes before its data (it starts playing at once), H.264 video.
      expect(clip.length).toBeLessThan(300 * 1024);
      const top = boxes(clip);
      expect(top[0]).toBe("ftyp");
      expect(top.indexOf("moov")).toBeGreaterThan(-1);
      expect(top.indexOf("moov")).toBeLessThan(top.indexOf("mdat"));
      expect(clip.includes("avc1", 0, "latin1")).toBe(true);
    },
  );

  it("keeps exactly one example of each video provider, marked as needing the network", () => {
    const hosted = galleryVideoItems.filter((item) => item._source.video_platform !== "raw_url");
    expect(hosted.map((item) => item._source.video_platform).sort()).toEqual([...hostedProviders].sort());
    const marked = galleryVideoItems.filter((item) => item._source.title.includes(NEEDS_NETWORK));
    expect(marked).toEqual(hosted);
  });

  it("every video of a demo page, article or component is a clip the import copies", async () => {
    const videos = demoSeed().entities.flatMap((entity) => pageVideos(entity));
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      expect(video.video_provider, JSON.stringify(video)).toBe("raw_url");
      const source = sourceOf(video.video_url ?? "");
      expect(source, `${video.video_url} is copied from content/gallery/media`).toBeDefined();
      await committed(source!);
    }
  });
});
