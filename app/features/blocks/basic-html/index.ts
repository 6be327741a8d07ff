import type { z } from "zod";
import type { BasicHtmlValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    basic_html: z.infer<typeof BasicHtmlValue>;
  }
}

/** The basic_html kind is bundled with every page that renders blocks. */
export { BasicHtml as basicHtmlView } from "./BasicHtml";
