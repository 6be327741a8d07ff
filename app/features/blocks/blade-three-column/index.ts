import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { BladeThreeColumnValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    blade_three_column: z.infer<typeof BladeThreeColumnValue>;
  }
}

/** The blade_three_column kind's code comes only with the pages that show one. */
export const bladeThreeColumnView: BlockComponent<"blade_three_column"> = /* @__PURE__ */ lazyBlock(() =>
  import("./BladeThreeColumn").then((module) => module.BladeThreeColumn),
);
