import type { z } from "zod";
import type { AnchorValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    anchor: z.infer<typeof AnchorValue>;
  }
}

/** The anchor kind is bundled with every page that renders blocks. */
export { Anchor as anchorView } from "./Anchor";
