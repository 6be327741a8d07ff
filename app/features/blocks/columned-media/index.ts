import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { ColumnedMediaValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    columned_media: z.infer<typeof ColumnedMediaValue>;
  }
}

/** The columned_media kind's code comes only with the pages that show one. */
export const columnedMediaView: BlockComponent<"columned_media"> = /* @__PURE__ */ lazyBlock(() =>
  import("./ColumnedMedia").then((module) => module.ColumnedMedia),
);
