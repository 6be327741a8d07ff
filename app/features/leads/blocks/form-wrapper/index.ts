import type { z } from "zod";
import { type BlockComponent, lazyBlock } from "~/features/blocks";
import type { FormWrapperValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    form_wrapper: z.infer<typeof FormWrapperValue>;
  }
}

/** The form_wrapper kind's code comes only with the pages that show one. */
export const formWrapperView: BlockComponent<"form_wrapper"> = /* @__PURE__ */ lazyBlock(() =>
  import("./FormWrapper").then((module) => module.FormWrapper),
);
