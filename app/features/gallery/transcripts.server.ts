import { z } from "zod";
import { type FileStore, isStoreKey, localFileStore } from "~/platform/file-store";
import type { Logger } from "~/platform/logger";
import type { VideoProvider } from "~/ui/video-embed";
import { type GalleryService, bareVideoId } from "./service.server";
import { transcriptParagraphs, vttToText } from "./transcript-text";
import type { GalleryVideo, Subtitle } from "./types";

export type TranscriptOptions = {
  gallery: GalleryService;
  storageDir: string;
  /** Where `/media/` files are: STORAGE_DIR's folder unless given (a bucket, docs/decisions/0024). */
  storage?: FileStore;
  log: Logger;
  /** Vimeo's API is asked for text tracks only with a token (SPEC §7). */
  vimeoToken?: string | undefined;
  fetch?: typeof fetch;
};

const TIMEOUT_MS = 5000;
const MAX_TRACK_BYTES = 1024 * 1024;

/** Vimeo's answer to `GET /videos/{id}/texttracks`: only the fields we use, checked. */
const VimeoTextTracks = z.object({ data: z.array(z.unknown()).optional() });
const VimeoTextTrack = z.object({
  language: z.string().min(1).max(35),
  link: z.string().startsWith("https://").max(2048),
});

/** The usable tracks of a Vimeo answer: a track without a language or an https link is skipped. */
export function vimeoSubtitles(body: unknown): Subtitle[] {
  const answer = VimeoTextTracks.safeParse(body);
  if (!answer.success) throw new Error("Vimeo text tracks answered an unexpected body");
  return (answer.data.data ?? []).flatMap((track) => {
    const parsed = VimeoTextTrack.safeParse(track);
    return parsed.success ? [{ "subtitle-language-short-name": parsed.data.language, "subtitle-url": parsed.data.link }] : [];
  });
}

const isEnglish = (subtitle: Subtitle) => /^en\b/i.test(subtitle["subtitle-language-short-name"]);

/**
 * SPEC §7 "/api/v1/video-transcripts/{provider}": a video's subtitle tracks, from the stored
 * record, else from the provider's API where one is configured; and the English track as text.
 * Failures are logged and answer no transcript (SPEC §8).
 */
export function createTranscriptService({
  gallery,
  storageDir,
  storage = localFileStore(storageDir),
  log,
  vimeoToken,
  fetch: fetchFn = fetch,
}: TranscriptOptions) {
  async function vimeoTracks(id: string): Promise<Subtitle[]> {
    if (!vimeoToken) return [];
    const response = await fetchFn(`https://api.vimeo.com/videos/${encodeURIComponent(id)}/texttracks`, {
      headers: { Authorization: `bearer ${vimeoToken}`, Accept: "application/vnd.vimeo.*+json;version=3.4" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Vimeo text tracks answered ${response.status}`);
    return vimeoSubtitles(await response.json());
  }

  /** A track's body: our own files are read from storage, a provider's fetched over https. */
  async function trackBody(url: string): Promise<string> {
    if (url.startsWith("/media/")) {
      const relative = decodeURIComponent(url.slice("/media/".length).split("?")[0] ?? "");
      if (!isStoreKey(relative)) throw new Error(`Subtitle path leaves the media folder: ${url}`);
      const track = await storage.readAll(`media/${relative}`);
      if (!track) throw new Error(`Subtitle track is missing from storage: ${url}`);
      return track.toString("utf8").slice(0, MAX_TRACK_BYTES);
    }
    if (!url.startsWith("https://")) throw new Error(`Subtitle URL is neither ours nor https: ${url}`);
    const response = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Subtitle track answered ${response.status}`);
    const text = await response.text();
    return text.slice(0, MAX_TRACK_BYTES);
  }

  async function subtitles(provider: Exclude<VideoProvider, "raw_url">, id: string): Promise<Subtitle[]> {
    const videoId = bareVideoId(id);
    try {
      const stored = await gallery.videoByProviderId(provider, videoId);
      if (stored && stored._source.subtitles.length > 0) return stored._source.subtitles;
      return provider === "vimeo" ? await vimeoTracks(videoId) : [];
    } catch (error) {
      log.error({ err: error, provider, videoId }, "video transcript lookup failed");
      return [];
    }
  }

  return {
    subtitles,

    /**
     * Staff's transcript, else the English track's lines; undefined when the video has neither
     * (or its track cannot be read).
     */
    async transcript(video: GalleryVideo): Promise<string[] | undefined> {
      const { video_platform: provider, video_id: id, transcript: written } = video._source;
      const paragraphs = transcriptParagraphs(written ?? "");
      if (paragraphs.length > 0) return paragraphs;
      // A raw_url file has no provider to ask: its stored tracks are all there is (SPEC §7).
      const tracks = provider === "raw_url" ? video._source.subtitles : await subtitles(provider, id);
      const english = tracks.find(isEnglish);
      if (!english) return undefined;
      try {
        const lines = vttToText(await trackBody(english["subtitle-url"]));
        return lines.length > 0 ? lines : undefined;
      } catch (error) {
        log.error({ err: error, videoId: video._id }, "video transcript could not be read");
        return undefined;
      }
    },
  };
}

export type TranscriptService = ReturnType<typeof createTranscriptService>;
