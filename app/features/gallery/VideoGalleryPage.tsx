import { href } from "react-router";
import { videoCategories } from "./categories";
import { GalleryHeader } from "./GalleryHeader";
import type { VideoGalleryData } from "./routes.server";
import { VideoTileLink } from "./VideoTileLink";

const gridSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** SPEC §2 "Video gallery": category bar and the category's videos, each linking to its page. */
export function VideoGalleryPage({ category, categoryInUrl, videos }: VideoGalleryData) {
  return (
    <>
      <GalleryHeader
        title="Video Gallery"
        intro="Product overviews, interactive tours, how-to films and our doors on television."
        label="Video gallery categories"
        tabs={videoCategories.map((entry) => ({
          label: entry.name,
          to: href("/video-gallery/category/:category", { category: entry.segment }),
          current: entry.segment === category.segment,
        }))}
      />
      <section aria-label={`${category.name} videos`} className="mx-auto max-w-(--container-page) px-6 py-10 md:px-10">
        {videos.length === 0 ? <p className="text-stone">There are no videos in this category yet.</p> : null}
        <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((video, index) => (
            <li key={video.id}>
              <VideoTileLink video={video} category={categoryInUrl ? category : undefined} sizes={gridSizes} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
