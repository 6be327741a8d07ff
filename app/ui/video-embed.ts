import { isRecord, parseJson } from "~/lib/narrow";

/** SPEC §3 video providers; the shape of `VideoField` in blocks/shared/schema.ts. */
export const videoProviders = ["youtube", "vimeo", "raw_url", "eko", "vzaar"] as const;
export type VideoProvider = (typeof videoProviders)[number];
export type PlayableVideo = { video_provider: VideoProvider; video_id?: string; video_url?: string };

/** How a video plays: an iframe of the provider's player, or a file in a native <video>. */
export type VideoSource = { kind: "iframe"; src: string; origin: string } | { kind: "file"; src: string };

type EmbedOptions = { autoPlay: boolean; muted: boolean };

const embedHosts = {
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
  eko: "https://eko.com",
  vzaar: "https://view.vzaar.com",
} as const;

/** Every origin a provider's player frame comes from: the CSP's frame-src list. */
export const videoFrameOrigins: readonly string[] = Object.values(embedHosts);

/** Content sometimes stores an id with the player's query string still attached. */
function cleanId(id: string | undefined): string | undefined {
  const bare = id?.split(/[?#&]/)[0]?.trim();
  return bare ? encodeURIComponent(bare) : undefined;
}

function query(params: Record<string, string | false>): string {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== false);
  return new URLSearchParams(entries).toString();
}

/** The player for a video, or undefined when the provider lacks what it needs (SPEC §8: nothing rendered). */
export function videoSource(video: PlayableVideo, { autoPlay, muted }: EmbedOptions): VideoSource | undefined {
  if (video.video_provider === "raw_url") {
    const url = video.video_url?.trim();
    return url && (url.startsWith("/") || url.startsWith("https://")) ? { kind: "file", src: url } : undefined;
  }
  const id = cleanId(video.video_id);
  if (!id) return undefined;
  const origin = embedHosts[video.video_provider];
  switch (video.video_provider) {
    case "youtube":
      // enablejsapi lets the page hear the "ended" state; rel=0 keeps related videos to the channel.
      return {
        kind: "iframe",
        origin,
        src: `${origin}/embed/${id}?${query({ autoplay: autoPlay && "1", mute: muted && "1", enablejsapi: "1", rel: "0", playsinline: "1" })}`,
      };
    case "vimeo":
      return {
        kind: "iframe",
        origin,
        src: `${origin}/video/${id}?${query({ autoplay: autoPlay && "1", muted: muted && "1", dnt: "1" })}`,
      };
    case "eko":
      return { kind: "iframe", origin, src: `${origin}/v/${id}/embed?${query({ autoplay: autoPlay ? "true" : "false" })}` };
    case "vzaar":
      return { kind: "iframe", origin, src: `${origin}/${id}/player?${query({ autoplay: autoPlay ? "true" : "false" })}` };
  }
}

/**
 * Reads a provider frame's postMessage: YouTube reports player state 0 when a video ends, Vimeo
 * says "ready" (then takes our subscription) and "ended" once subscribed (see `subscribeToEnd`).
 */
export function playerEvent(data: unknown): "ended" | "ready" | undefined {
  const message = typeof data === "string" ? parseJson(data) : data;
  if (!isRecord(message)) return undefined;
  const { event, info } = message;
  if (event === "ready") return "ready";
  const ended =
    event === "ended" ||
    (event === "onStateChange" && info === 0) ||
    (event === "infoDelivery" && isRecord(info) && info.playerState === 0);
  return ended ? "ended" : undefined;
}

/** Asks a provider's frame to report its end; YouTube and Vimeo speak JSON over postMessage. */
export function subscribeToEnd(frame: HTMLIFrameElement, provider: VideoProvider, origin: string) {
  const target = frame.contentWindow;
  if (!target) return;
  if (provider === "youtube") target.postMessage(JSON.stringify({ event: "listening", id: 1, channel: "widget" }), origin);
  if (provider === "vimeo") target.postMessage(JSON.stringify({ method: "addEventListener", value: "ended" }), origin);
}

type ConsentCategory = "preferences" | "statistics" | "marketing";

/**
 * SPEC §8: Eko-type players need marketing, preferences and statistics cookies, Vzaar-type
 * players preferences and statistics; the other players start without asking.
 */
export const consentNeeded: Record<VideoProvider, readonly ConsentCategory[]> = {
  eko: ["marketing", "preferences", "statistics"],
  vzaar: ["preferences", "statistics"],
  youtube: [],
  vimeo: [],
  raw_url: [],
};

/** The link text of SPEC §8's message, "Please {link} to enable the video player". */
export function consentRequest(provider: VideoProvider): string | undefined {
  const needed = consentNeeded[provider];
  if (needed.length === 0) return undefined;
  const names = needed.length > 2 ? `${needed.slice(0, -1).join(", ")}, and ${needed.at(-1)}` : needed.join(" and ");
  return `accept ${names} cookies`;
}

/** The address of a provider's player for a video, without autoplay: for structured data. */
export function embedUrl(video: PlayableVideo): string | undefined {
  const source = videoSource(video, { autoPlay: false, muted: false });
  return source?.kind === "iframe" ? source.src : undefined;
}
