import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { MultiCarouselValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    multi_carousel: z.infer<typeof MultiCarouselValue>;
  }
}

/** The multi_carousel kind's code comes only with the pages that show one. */
export const multiCarouselView: BlockComponent<"multi_carousel"> = /* @__PURE__ */ lazyBlock(() =>
  import("./MultiCarousel").then((module) => module.MultiCarousel),
);
