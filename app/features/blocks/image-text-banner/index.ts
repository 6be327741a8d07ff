import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { ImageTextBannerValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    image_text_banner: z.infer<typeof ImageTextBannerValue>;
  }
}

/** The image_text_banner kind's code comes only with the pages that show one. */
export const imageTextBannerView: BlockComponent<"image_text_banner"> = /* @__PURE__ */ lazyBlock(() =>
  import("./ImageTextBanner").then((module) => module.ImageTextBanner),
);
