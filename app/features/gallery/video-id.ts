import type { VideoProvider } from "~/ui/video-embed";

export type HostedProvider = Exclude<VideoProvider, "raw_url">;

/** The providers whose player plays a video by its id; raw_url plays a file of the media library. */
export const hostedProviders = ["youtube", "vimeo", "eko", "vzaar"] as const satisfies readonly HostedProvider[];

export const providerLabels: Record<VideoProvider, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  eko: "Eko (interactive)",
  vzaar: "Vzaar",
  raw_url: "A video file (MP4)",
};

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Where each provider's addresses keep the id: a query parameter, or the path segment after a marker. */
function idInAddress(provider: HostedProvider, url: URL): string | undefined {
  const segments = url.pathname.split("/").filter(Boolean);
  const after = (marker: string) => {
    const at = segments.indexOf(marker);
    return at === -1 ? undefined : segments[at + 1];
  };
  const host = url.hostname.replace(/^www\./, "");
  switch (provider) {
    case "youtube":
      if (host === "youtu.be") return segments[0];
      return url.searchParams.get("v") ?? after("embed") ?? after("shorts") ?? after("live");
    case "vimeo":
      return after("video") ?? segments.find((segment) => /^\d+$/.test(segment));
    case "eko":
      return after("v") ?? segments[0];
    case "vzaar":
      return after("videos") ?? segments[0];
  }
}

/**
 * A provider's video id as editors paste it: the id itself, or an address of the video on the
 * provider's site (`https://youtu.be/abc`, `https://vimeo.com/123`), from which the id is taken.
 * Undefined when neither gives an id the players can use.
 */
export function videoIdFrom(provider: HostedProvider, text: string): string | undefined {
  const given = text.trim();
  if (ID.test(given)) return given;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const id = idInAddress(provider, url);
  return id && ID.test(id) ? id : undefined;
}
