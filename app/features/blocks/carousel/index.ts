import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { CarouselValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    carousel: z.infer<typeof CarouselValue>;
  }
}

/** The carousel kind's code comes only with the pages that show one. */
export const carouselView: BlockComponent<"carousel"> = /* @__PURE__ */ lazyBlock(() =>
  import("./Carousel").then((module) => module.Carousel),
);
