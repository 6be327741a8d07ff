import type { z } from "zod";
import type { BladeTwoColumnValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    blade_two_column: z.infer<typeof BladeTwoColumnValue>;
  }
}

/** The blade_two_column kind is bundled with every page that renders blocks. */
export { BladeTwoColumn as bladeTwoColumnView } from "./BladeTwoColumn";
