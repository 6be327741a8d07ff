import { data } from "react-router";
import { type ContentPageServices, movedOrNotFound } from "../content/index.server";
import { type ImageCategory, type VideoCategory, firstCategoryTag, imageCategoryFrom, videoCategoryFrom } from "./categories";
import { visibleCountFrom } from "./load-more";
import { pickRelated } from "./related";
import type { GalleryService } from "./service.server";
import type { TranscriptService } from "./transcripts.server";
import type { GalleryImageSource, GalleryVideo, GalleryVideoSource } from "./types";
import { videoProviders } from "~/ui/video-embed";

/** What the gallery pages need of the process (an unknown address is the content's not-found page). */
export type GalleryPageServices = ContentPageServices & { gallery: GalleryService; transcripts: TranscriptService };

/** What a gallery tile and the lightbox show of an item. */
export type GalleryPicture = { id: string; title: string; description: string; alt: string; src: string; width: number; height: number };

/** A video as the gallery grid and the 'More Video' thumbnails show it. */
export type VideoTile = GalleryPicture & { slug: string };

export type ImageGalleryData = { kind: "images"; category: ImageCategory; pictures: GalleryPicture[]; total: number; visibleCount: number };
export type VideoGalleryData = { kind: "videos"; category: VideoCategory; categoryInUrl: boolean; videos: VideoTile[] };
export type VideoDetailData = {
  kind: "video";
  video: VideoTile & Pick<GalleryVideoSource, "video_platform" | "video_id" | "created_at" | "subtitles">;
  /** False for a provider the site does not know: the page shows no player (SPEC §8). */
  playable: boolean;
  /** The category the visitor came from, carried in the query. */
  category: VideoCategory | undefined;
  related: VideoTile[];
  transcript: string[] | undefined;
};

const picture = (id: string, source: GalleryImageSource): GalleryPicture => ({
  id,
  title: source.title,
  description: source.description,
  alt: source.alt_text,
  src: source.cdn_paths.original,
  width: source.width,
  height: source.height,
});

const tile = ({ _id, _source }: GalleryVideo): VideoTile => ({
  ...picture(_id, { ..._source, cdn_paths: { ..._source.cdn_paths, original: _source.thumbnail_url } }),
  slug: _source.slug,
});

/** /image-gallery and /image-gallery/category/{category}: the first `?count=` pictures (8 by default). */
export async function loadImageGallery(services: GalleryPageServices, segment: string | undefined, url: URL) {
  const category = imageCategoryFrom(segment);
  if (!category) return movedOrNotFound(services, url.pathname);
  const visibleCount = visibleCountFrom(url.searchParams.get("count"));
  const found = await services.gallery.search("images", { cat: category, size: visibleCount, from: 0 });
  const pictures = found.hits.map((hit) => picture(hit._id, hit._source));
  return data<ImageGalleryData>({ kind: "images", category, pictures, total: found.total, visibleCount });
}

/** /video-gallery and /video-gallery/category/{category}: every video of the category. */
export async function loadVideoGallery(services: GalleryPageServices, segment: string | undefined, url: URL) {
  const category = videoCategoryFrom(segment);
  if (!category) return movedOrNotFound(services, url.pathname);
  const videos = await services.gallery.videosByTag(category.tag);
  return data<VideoGalleryData>({ kind: "videos", category, categoryInUrl: segment !== undefined, videos: videos.map(tile) });
}

/** /video-gallery/{slug}: the video, its transcript and up to 3 random videos of its category. */
export async function loadVideoDetail(services: GalleryPageServices, slug: string, url: URL, random: () => number = Math.random) {
  const video = await services.gallery.videoBySlug(slug);
  if (!video) return movedOrNotFound(services, url.pathname);
  const source = video._source;
  const playable = (videoProviders as readonly string[]).includes(source.video_platform);
  if (!playable) services.log.warn({ videoId: video._id, provider: source.video_platform }, "unknown video provider");
  const tag = firstCategoryTag(source.tags);
  const [candidates, transcript] = await Promise.all([
    tag ? services.gallery.videosByTag(tag) : Promise.resolve([]),
    playable ? services.transcripts.transcript(video) : Promise.resolve(undefined),
  ]);
  const carried = url.searchParams.get("category");
  return data<VideoDetailData>({
    kind: "video",
    video: {
      ...tile(video),
      video_platform: source.video_platform,
      video_id: source.video_id,
      created_at: source.created_at,
      subtitles: source.subtitles,
    },
    playable,
    category: carried ? videoCategoryFrom(carried) : undefined,
    related: pickRelated(candidates, video._id, random).map(tile),
    transcript,
  });
}
