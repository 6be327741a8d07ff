import type { z } from "zod";
import type { MultiColumnImageCopyValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    multi_column_image_copy: z.infer<typeof MultiColumnImageCopyValue>;
  }
}

/** The multi_column_image_copy kind is bundled with every page that renders blocks. */
export { MultiColumnImageCopy as multiColumnImageCopyView } from "./MultiColumnImageCopy";
