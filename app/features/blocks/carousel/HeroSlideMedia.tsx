import { ContentImage } from "~/ui/Image";
import { VideoPlayer } from "~/features/video";
import type { BlockValue } from "../block-values";

type Slide = BlockValue<"carousel">["slides"][number];

const mediaSizes = "(min-width: 1024px) calc(100vw - 390px), 100vw";

type Props = {
  slide: Slide;
  /** Load the media at all: only slides shown so far and the next one do. */
  near: boolean;
  active: boolean;
  /** The slide show is running on screen: a video starts by itself, muted, as browsers allow. */
  autoPlay: boolean;
  priority: boolean;
  onVideoEnded: () => void;
};

/** An image fills the slide's media box; a video shows its poster and plays when the slide is on. */
export function HeroSlideMedia({ slide, near, active, autoPlay, priority, onVideoEnded }: Props) {
  if (!near) return null;
  if (slide.video && active) {
    return (
      <div className="absolute inset-0 flex items-center bg-ink">
        <VideoPlayer
          // A new player when the slide show starts or stops: it plays by itself or waits for a click.
          key={autoPlay ? "auto" : "poster"}
          video={slide.video}
          poster={slide.image}
          title={slide.title}
          autoPlay={autoPlay}
          muted={autoPlay}
          sizes={mediaSizes}
          onEnded={onVideoEnded}
        />
      </div>
    );
  }
  if (!slide.image) return <div className="absolute inset-0 bg-ink" />;
  return (
    <ContentImage image={slide.image} sizes={mediaSizes} priority={priority} className="absolute inset-0 h-full w-full object-cover" />
  );
}
