import type { z } from "zod";
import type { PlaceholderValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    placeholder: z.infer<typeof PlaceholderValue>;
  }
}

/** The placeholder kind is bundled with every page that renders blocks. */
export { Placeholder as placeholderView } from "./Placeholder";
