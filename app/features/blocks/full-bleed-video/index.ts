import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { FullBleedVideoValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    full_bleed_video: z.infer<typeof FullBleedVideoValue>;
  }
}

/** The full_bleed_video kind's code comes only with the pages that show one. */
export const fullBleedVideoView: BlockComponent<"full_bleed_video"> = /* @__PURE__ */ lazyBlock(() =>
  import("./FullBleedVideo").then((module) => module.FullBleedVideo),
);
