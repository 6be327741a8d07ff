import type { z } from "zod";
import { type BlockComponent, lazyBlock } from "~/features/blocks";
import type { BlogDetailValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    blog_detail: z.infer<typeof BlogDetailValue>;
  }
}

/** The blog_detail kind's code comes only with the pages that show one. */
export const blogDetailView: BlockComponent<"blog_detail"> = /* @__PURE__ */ lazyBlock(() =>
  import("./BlogDetail").then((module) => module.BlogDetail),
);
