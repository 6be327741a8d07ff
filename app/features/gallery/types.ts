import type { VideoProvider } from "~/ui/video-embed";

/** SPEC §3 "Gallery item" as the /ES/gallery API answers it in `_source`. */
export type GalleryImageSource = {
  title: string;
  description: string;
  alt_text: string;
  created_at: string;
  /** `original` is the full picture; `575` its 575 px wide variant. */
  cdn_paths: { original: string; "575": string };
  grouped_tags: string[];
  "Product Style": string[];
  Material: string[];
  /** Intrinsic size of the original, so pages reserve the space before it loads. */
  width: number;
  height: number;
};

/** A subtitle track of a video (SPEC §3 "Video transcript response"). */
export type Subtitle = { "subtitle-language-short-name": string; "subtitle-url": string };

export type GalleryVideoSource = GalleryImageSource & {
  slug: string;
  video_id: string;
  video_platform: VideoProvider;
  thumbnail_url: string;
  tags: string[];
  subtitles: Subtitle[];
  /** Staff's transcript (paragraphs split by empty lines); when present the page shows it instead of the English track's text. */
  transcript?: string;
};

export type GalleryHit<Source> = { _id: string; _source: Source };
export type GalleryHits<Source> = { total: number; hits: GalleryHit<Source>[] };

export type GalleryImage = GalleryHit<GalleryImageSource>;
export type GalleryVideo = GalleryHit<GalleryVideoSource>;
