import { useCarousel } from "~/ui/carousel/use-carousel";
import type { BlockValue } from "../block-values";
import { CarouselView } from "./CarouselView";

/** SPEC §9: an image slide of the hero carousel stays 4000 ms; a video slide until its video ends. */
export const imageSlideMs = 4000;

export default function InteractiveCarousel({ value, first }: { value: BlockValue<"carousel">; first: boolean }) {
  const { rootRef, ...carousel } = useCarousel<HTMLElement>({
    count: value.slides.length,
    delayOf: (index) => (value.slides[index]?.video ? undefined : imageSlideMs),
  });
  return <CarouselView value={value} carousel={carousel} rootRef={rootRef} first={first} />;
}
