import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { BladeHighlightButtonsValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    blade_highlight_buttons: z.infer<typeof BladeHighlightButtonsValue>;
  }
}

/** The blade_highlight_buttons kind's code comes only with the pages that show one. */
export const bladeHighlightButtonsView: BlockComponent<"blade_highlight_buttons"> = /* @__PURE__ */ lazyBlock(() =>
  import("./BladeHighlightButtons").then((module) => module.BladeHighlightButtons),
);
