import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { QuickLinksItemValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    quick_links_item: z.infer<typeof QuickLinksItemValue>;
  }
}

/** The quick_links_item kind's code comes only with the pages that show one. */
export const quickLinksItemView: BlockComponent<"quick_links_item"> = /* @__PURE__ */ lazyBlock(() =>
  import("./QuickLinksItem").then((module) => module.QuickLinksItem),
);
