import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { ImagePlusBladeValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    image_plus_blade: z.infer<typeof ImagePlusBladeValue>;
  }
}

/** The image_plus_blade kind's code comes only with the pages that show one. */
export const imagePlusBladeView: BlockComponent<"image_plus_blade"> = /* @__PURE__ */ lazyBlock(() =>
  import("./ImagePlusBlade").then((module) => module.ImagePlusBlade),
);
