import type { z } from "zod";
import type { FlagPaneFixedRatioValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    flag_pane_fixed_ratio: z.infer<typeof FlagPaneFixedRatioValue>;
  }
}

/** The flag_pane_fixed_ratio kind is bundled with every page that renders blocks. */
export { FlagPaneFixedRatio as flagPaneFixedRatioView } from "./FlagPaneFixedRatio";
