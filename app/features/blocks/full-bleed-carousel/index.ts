import type { z } from "zod";
import type { FullBleedCarouselValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    full_bleed_carousel: z.infer<typeof FullBleedCarouselValue>;
  }
}

/** The full_bleed_carousel kind is bundled with every page that renders blocks. */
export { FullBleedCarousel as fullBleedCarouselView } from "./FullBleedCarousel";
