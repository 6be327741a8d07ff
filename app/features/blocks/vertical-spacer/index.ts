import type { z } from "zod";
import type { VerticalSpacerValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    vertical_spacer: z.infer<typeof VerticalSpacerValue>;
  }
}

/** The vertical_spacer kind is bundled with every page that renders blocks. */
export { VerticalSpacer as verticalSpacerView } from "./VerticalSpacer";
