import type { z } from "zod";
import type { ArticleHeaderValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    article_header: z.infer<typeof ArticleHeaderValue>;
  }
}

/** The article_header kind is bundled with every page that renders blocks. */
export { ArticleHeader as articleHeaderView } from "./ArticleHeader";
