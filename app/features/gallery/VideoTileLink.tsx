import { Link } from "react-router";
import { Image } from "~/ui/Image";
import type { VideoCategory } from "./categories";
import type { VideoTile } from "./routes.server";
import { videoPath } from "./video-links";

/** A video's thumbnail and title, linking to its page with the category carried on. */
export function VideoTileLink({
  video,
  category,
  sizes,
  priority = false,
}: {
  video: VideoTile;
  category: VideoCategory | undefined;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <Link to={videoPath(video.slug, category)} className="group block">
      <span className="relative block overflow-hidden bg-ink">
        <Image
          src={video.src}
          alt=""
          width={video.width}
          height={video.height}
          sizes={sizes}
          priority={priority}
          className="aspect-video h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg">
            <svg viewBox="0 0 24 24" className="ml-1 size-6 fill-current">
              <path d="M8 5.5v13l10.5-6.5z" />
            </svg>
          </span>
        </span>
      </span>
      <span className="mt-3 block text-lg font-light tracking-tight group-hover:text-bronze-dark">{video.title}</span>
    </Link>
  );
}
