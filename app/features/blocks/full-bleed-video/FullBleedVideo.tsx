import { VideoPlayer } from "~/features/video";
import type { BlockProps } from "../block-props";

/** full_bleed_video: a 16:9 player as wide as the window, poster until clicked (SPEC §4). */
export function FullBleedVideo({ value }: BlockProps<"full_bleed_video">) {
  return (
    <section aria-label={value.title} className="bg-ink">
      <VideoPlayer video={value.video} poster={value.image} title={value.title} sizes="100vw" />
    </section>
  );
}
