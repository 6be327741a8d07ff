import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { ArticleBlurbValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    article_blurb: z.infer<typeof ArticleBlurbValue>;
  }
}

/** The article_blurb kind's code comes only with the pages that show one. */
export const articleBlurbView: BlockComponent<"article_blurb"> = /* @__PURE__ */ lazyBlock(() =>
  import("./ArticleBlurb").then((module) => module.ArticleBlurb),
);
