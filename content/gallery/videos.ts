import type { GalleryItemInput } from "../../app/features/gallery/index.server";
import type { GalleryVideoSource } from "../../app/features/gallery/types";
import type { HostedProvider } from "../../app/features/gallery/video-id";
import type { DemoImage } from "../media/demo-image";
import type { Scene } from "../media/scene";
import { altText } from "./describe";

type DemoVideo = {
  slug: string;
  title: string;
  description: string;
  /**
   * Absent: the video plays a clip of content/gallery/media, rendered from `scene` by
   * scripts/render-demo-clips.ts, so it plays with no network. Present: the one example of a
   * provider's player, which needs the network (its title and description say so).
   */
  hosted?: { platform: HostedProvider; videoId: string };
  tags: string[];
  material: string;
  scene: Omit<Scene, "seed"> & Required<Pick<Scene, "frame" | "room">>;
  /** A WebVTT file of content/gallery/media, the English transcript. */
  transcript?: string;
};

/** What a hosted example's title ends with, so visitors and editors see it needs the network. */
export const NEEDS_NETWORK = "(needs the network)";

const providerNames: Record<HostedProvider, string> = { youtube: "YouTube", vimeo: "Vimeo", eko: "Eko", vzaar: "Vzaar" };

/** The first words of a hosted example's description. */
export const networkNote = (platform: HostedProvider) => {
  const name = providerNames[platform];
  return `${/^[AEIOU]/.test(name) ? "An" : "A"} ${name} example: it plays from ${name}'s servers, so it needs the network (and the demo's video id is a placeholder).`;
};

const videos: DemoVideo[] = [
  {
    slug: "v2-folding-door-overview",
    title: "V2 Folding Door Overview",
    description: "A slow walk towards a V2 folding wall at golden hour: slim vinyl panels, the stack and the open corner to the sea.",
    tags: ["V2 Videos", "Folding Doors"],
    material: "V2",
    scene: { view: "interior", time: "golden", opening: "folding", setting: "ocean", frame: "white", room: "living", stack: "left" },
    transcript: "v2-folding-door-overview.vtt",
  },
  {
    slug: "v2-swing-door-features",
    title: "V2 Swing Door Features",
    description: "The V2 swing door's hinges, multi-point lock and low-profile sill, up close.",
    hosted: { platform: "youtube", videoId: "V2swingDoor1" },
    tags: ["V2 Videos", "Swing Doors"],
    material: "V2",
    scene: { view: "exterior", time: "day", opening: "swing", setting: "garden", frame: "white", room: "dining", cladding: "stucco" },
    transcript: "v2-swing-door-features.vtt",
  },
  {
    slug: "v2-direct-set-windows",
    title: "V2 Direct Set Windows",
    description: "How V2 direct set windows pair with a folding wall for a continuous line of glass.",
    tags: ["V2 Videos", "Windows"],
    material: "V2",
    scene: { view: "interior", time: "day", opening: "folding", setting: "garden", frame: "white", room: "living", stack: "right" },
    transcript: "v2-direct-set-windows.vtt",
  },
  {
    slug: "v2-sliding-door-in-motion",
    title: "V2 Sliding Door in Motion",
    description: "A V2 multi-slide opening from closed to fully stacked in one easy pass.",
    tags: ["V2 Videos", "Sliding Doors"],
    material: "V2",
    scene: { view: "exterior", time: "golden", opening: "sliding", setting: "pool", frame: "white", room: "living", cladding: "stucco" },
  },
  {
    slug: "interactive-folding-door-explorer",
    title: "Interactive Folding Door Explorer",
    description: "Choose a panel count, a finish and a stacking side and watch the folding wall change.",
    hosted: { platform: "eko", videoId: "LaCantinaFoldingExplorer" },
    tags: ["Interactive Videos", "Folding Doors"],
    material: "Aluminum",
    scene: { view: "interior", time: "day", opening: "folding", setting: "hills", frame: "black", room: "living", stack: "both" },
  },
  {
    slug: "interactive-sliding-door-configurator",
    title: "Interactive Sliding Door Configurator",
    description: "Pick pocketing or stacking, two to six tracks, and see the sliding door built around your choices.",
    tags: ["Interactive Videos", "Sliding Doors"],
    material: "Aluminum Thermally Controlled",
    scene: { view: "exterior", time: "dusk", opening: "sliding", setting: "city", frame: "black", room: "living", cladding: "concrete" },
  },
  {
    slug: "interactive-finish-and-hardware-tour",
    title: "Interactive Finish and Hardware Tour",
    description: "Step through frame colours, woods and handle finishes on one door.",
    tags: ["Interactive Videos", "Swing Doors"],
    material: "Aluminum Wood",
    scene: { view: "interior", time: "golden", opening: "swing", setting: "garden", frame: "wood", room: "dining" },
  },
  {
    slug: "interactive-screen-systems",
    title: "Interactive Screen Systems",
    description: "Compare pleated and non-pleated screens across a wide folding opening.",
    hosted: { platform: "vzaar", videoId: "20145812" },
    tags: ["Interactive Videos", "Screens"],
    material: "Aluminum",
    scene: { view: "interior", time: "day", opening: "folding", setting: "pool", frame: "bronze", room: "living", stack: "right" },
  },
  {
    slug: "lacantina-craftsmanship",
    title: "LaCantina Craftsmanship",
    description: "From extrusion to final inspection: how every LaCantina door is built and tested in our factory.",
    hosted: { platform: "vimeo", videoId: "812345609" },
    tags: ["LaCantina Videos"],
    material: "Aluminum Wood",
    scene: { view: "interior", time: "day", opening: "folding", setting: "hills", frame: "wood", room: "workspace", stack: "left" },
    transcript: "lacantina-craftsmanship.vtt",
  },
  {
    slug: "lacantina-folding-door-operation",
    title: "Folding Door Operation",
    description: "Opening, folding and locking a LaCantina folding door, and the traffic door for everyday use.",
    tags: ["LaCantina Videos", "Folding Doors"],
    material: "Aluminum",
    scene: { view: "exterior", time: "day", opening: "folding", setting: "ocean", frame: "black", room: "living", cladding: "timber" },
  },
  {
    slug: "lacantina-installation-basics",
    title: "Installation Basics",
    description: "Preparing the rough opening, setting the sill and hanging panels: an installer's overview.",
    tags: ["LaCantina Videos", "Installation"],
    material: "Aluminum Thermally Controlled",
    scene: { view: "exterior", time: "golden", opening: "folding", setting: "garden", frame: "bronze", room: "living", cladding: "stone" },
  },
  {
    slug: "lacantina-commercial-openings",
    title: "Commercial Openings",
    description: "Restaurants, hotels and offices that open their walls with LaCantina systems.",
    tags: ["LaCantina Videos", "Commercial"],
    material: "Aluminum",
    scene: { view: "interior", time: "dusk", opening: "folding", setting: "restaurant", frame: "black", room: "restaurant", stack: "both" },
  },
  {
    slug: "tv-shows-coastal-home-makeover",
    title: "Coastal Home Makeover",
    description: "A television home makeover opens a beach house to the ocean with a folding glass wall.",
    tags: ["TV Shows", "Folding Doors"],
    material: "Aluminum",
    scene: { view: "interior", time: "golden", opening: "folding", setting: "ocean", frame: "bronze", room: "living", stack: "right" },
  },
  {
    slug: "tv-shows-desert-modern-renovation",
    title: "Desert Modern Renovation",
    description: "A mid-century house in the desert gets a sliding wall of glass to its pool on a renovation show.",
    tags: ["TV Shows", "Sliding Doors"],
    material: "Contemporary Clad",
    scene: { view: "exterior", time: "day", opening: "sliding", setting: "pool", frame: "black", room: "living", cladding: "stucco" },
  },
  {
    slug: "tv-shows-backyard-dining-room",
    title: "Backyard Dining Room",
    description: "Swing doors join a dining room and its garden in a weekend makeover episode.",
    tags: ["TV Shows", "Swing Doors"],
    material: "Wood",
    scene: { view: "interior", time: "day", opening: "swing", setting: "garden", frame: "wood", room: "dining" },
  },
  {
    slug: "tv-shows-hillside-great-room",
    title: "Hillside Great Room",
    description: "A hillside great room opens to the view on a design show's season finale.",
    tags: ["TV Shows", "Folding Doors"],
    material: "Aluminum Wood",
    scene: { view: "interior", time: "dusk", opening: "folding", setting: "hills", frame: "wood", room: "living", stack: "both" },
  },
  {
    slug: "tv-shows-rooftop-restaurant-build",
    title: "Rooftop Restaurant Build",
    description: "A restaurant build series installs a folding wall on a rooftop dining room.",
    tags: ["TV Shows", "Commercial"],
    material: "Aluminum Thermally Controlled",
    scene: { view: "interior", time: "golden", opening: "folding", setting: "city", frame: "black", room: "restaurant", stack: "left" },
  },
];

const WIDTH = 1280;
const HEIGHT = 720;
const thumbnailFile = (slug: string) => `gallery/videos/${slug}.jpg`;
const clipFile = (slug: string) => `gallery/videos/${slug}.mp4`;
const seedOf = (index: number) => 2000 + index * 11;

/** The videos' thumbnails (their posters), rendered by ensureDemoMedia like every demo image. */
export const galleryVideoThumbnails: DemoImage[] = videos.map((video, index) => ({
  file: thumbnailFile(video.slug),
  width: WIDTH,
  height: HEIGHT,
  scene: { seed: seedOf(index), ...video.scene },
}));

/** A video that plays a clip of content/gallery/media: the file and the scene of its poster. */
export type DemoClip = { slug: string; source: string; scene: Scene };

/** Every clip the demo videos play with no network, for scripts/render-demo-clips.ts and the tests. */
export const demoClips: DemoClip[] = videos.flatMap((video, index) =>
  video.hosted ? [] : [{ slug: video.slug, source: `${video.slug}.mp4`, scene: { seed: seedOf(index), ...video.scene } }],
);

/** The files of content/gallery/media a video plays or its transcript reads, by their storage path. */
export const galleryVideoFiles: { source: string; file: string }[] = videos.flatMap((video) => [
  ...(video.hosted ? [] : [{ source: `${video.slug}.mp4`, file: clipFile(video.slug) }]),
  ...(video.transcript ? [{ source: video.transcript, file: `gallery/transcripts/${video.transcript}` }] : []),
]);

export const galleryVideoItems: (GalleryItemInput & { _source: GalleryVideoSource })[] = videos.map((video, index) => {
  const thumbnail = `/media/${thumbnailFile(video.slug)}`;
  const style = video.tags.find((tag) => tag.endsWith(" Doors"));
  return {
    _id: `video-${String(index + 1).padStart(2, "0")}`,
    medium: "videos" as const,
    _source: {
      title: video.hosted ? `${video.title} ${NEEDS_NETWORK}` : video.title,
      description: video.hosted ? `${networkNote(video.hosted.platform)} ${video.description}` : video.description,
      alt_text: altText({ ...video.scene, material: video.material }),
      created_at: new Date(Date.UTC(2026, 8, 30 - index, 12)).toISOString(),
      cdn_paths: { original: thumbnail, "575": `${thumbnail}?w=575&f=jpeg` },
      grouped_tags: video.tags.map((tag) => `Tags/${tag}`),
      "Product Style": style ? [style] : [],
      Material: [video.material],
      width: WIDTH,
      height: HEIGHT,
      slug: video.slug,
      video_id: video.hosted ? video.hosted.videoId : `/media/${clipFile(video.slug)}`,
      video_platform: video.hosted ? video.hosted.platform : "raw_url",
      thumbnail_url: thumbnail,
      tags: video.tags,
      subtitles: video.transcript
        ? [{ "subtitle-language-short-name": "en", "subtitle-url": `/media/gallery/transcripts/${video.transcript}` }]
        : [],
    },
  };
});
