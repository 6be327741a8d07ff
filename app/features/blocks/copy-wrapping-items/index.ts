import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { CopyWrappingItemsValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    copy_wrapping_items: z.infer<typeof CopyWrappingItemsValue>;
  }
}

/** The copy_wrapping_items kind's code comes only with the pages that show one. */
export const copyWrappingItemsView: BlockComponent<"copy_wrapping_items"> = /* @__PURE__ */ lazyBlock(() =>
  import("./CopyWrappingItems").then((module) => module.CopyWrappingItems),
);
