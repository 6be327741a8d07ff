import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { BladeQuoteValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    blade_quote: z.infer<typeof BladeQuoteValue>;
  }
}

/** The blade_quote kind's code comes only with the pages that show one. */
export const bladeQuoteView: BlockComponent<"blade_quote"> = /* @__PURE__ */ lazyBlock(() =>
  import("./BladeQuote").then((module) => module.BladeQuote),
);
