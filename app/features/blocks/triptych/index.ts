import type { z } from "zod";
import type { TriptychValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    triptych: z.infer<typeof TriptychValue>;
  }
}

/** The triptych kind is bundled with every page that renders blocks. */
export { Triptych as triptychView } from "./Triptych";
