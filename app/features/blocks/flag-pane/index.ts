import type { z } from "zod";
import type { FlagPaneValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    flag_pane: z.infer<typeof FlagPaneValue>;
  }
}

/** The flag_pane kind is bundled with every page that renders blocks. */
export { FlagPane as flagPaneView } from "./FlagPane";
