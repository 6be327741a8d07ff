import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { ImageTextButtonBladeValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    image_text_button_blade: z.infer<typeof ImageTextButtonBladeValue>;
  }
}

/** The image_text_button_blade kind's code comes only with the pages that show one. */
export const imageTextButtonBladeView: BlockComponent<"image_text_button_blade"> = /* @__PURE__ */ lazyBlock(() =>
  import("./ImageTextButtonBlade").then((module) => module.ImageTextButtonBlade),
);
