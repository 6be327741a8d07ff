import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { FaqValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    faq: z.infer<typeof FaqValue>;
  }
}

/** The faq kind's code comes only with the pages that show one. */
export const faqView: BlockComponent<"faq"> = /* @__PURE__ */ lazyBlock(() => import("./Faq").then((module) => module.Faq));
