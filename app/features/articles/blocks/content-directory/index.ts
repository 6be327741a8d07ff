import type { z } from "zod";
import { type BlockComponent, lazyBlock } from "~/features/blocks";
import type { ContentDirectoryValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    content_directory: z.infer<typeof ContentDirectoryValue>;
  }
}

/** The content_directory kind's code comes only with the pages that show one. */
export const contentDirectoryView: BlockComponent<"content_directory"> = /* @__PURE__ */ lazyBlock(() =>
  import("./ContentDirectory").then((module) => module.ContentDirectory),
);
