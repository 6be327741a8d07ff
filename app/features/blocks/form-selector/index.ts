import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { FormSelectorValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    form_selector: z.infer<typeof FormSelectorValue>;
  }
}

/** The form_selector kind's code comes only with the pages that show one. */
export const formSelectorView: BlockComponent<"form_selector"> = /* @__PURE__ */ lazyBlock(() =>
  import("./FormSelector").then((module) => module.FormSelector),
);
