import type { z } from "zod";
import type { CopyValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    copy: z.infer<typeof CopyValue>;
  }
}

/** The copy kind is bundled with every page that renders blocks. */
export { Copy as copyView } from "./Copy";
