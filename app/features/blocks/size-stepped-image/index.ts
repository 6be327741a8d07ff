import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { SizeSteppedImageValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    size_stepped_image: z.infer<typeof SizeSteppedImageValue>;
  }
}

/** The size_stepped_image kind's code comes only with the pages that show one. */
export const sizeSteppedImageView: BlockComponent<"size_stepped_image"> = /* @__PURE__ */ lazyBlock(() =>
  import("./SizeSteppedImage").then((module) => module.SizeSteppedImage),
);
