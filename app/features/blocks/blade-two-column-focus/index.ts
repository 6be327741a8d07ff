import type { z } from "zod";
import type { BladeTwoColumnFocusValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    blade_two_column_focus: z.infer<typeof BladeTwoColumnFocusValue>;
  }
}

/** The blade_two_column_focus kind is bundled with every page that renders blocks. */
export { BladeTwoColumnFocus as bladeTwoColumnFocusView } from "./BladeTwoColumnFocus";
