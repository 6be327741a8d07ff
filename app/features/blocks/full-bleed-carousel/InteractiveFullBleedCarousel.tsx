import type { BlockValue } from "../block-values";
import { useCarousel } from "~/ui/carousel/use-carousel";
import { FullBleedCarouselView } from "./FullBleedCarouselView";

/** SPEC §9: the full-bleed carousel advances every 7000 ms. */
export const fullBleedDelayMs = 7000;

export default function InteractiveFullBleedCarousel({ value, first }: { value: BlockValue<"full_bleed_carousel">; first: boolean }) {
  const { rootRef, ...carousel } = useCarousel<HTMLElement>({ count: value.slides.length, delayOf: () => fullBleedDelayMs });
  return <FullBleedCarouselView value={value} carousel={carousel} rootRef={rootRef} first={first} />;
}
