import type { z } from "zod";
import { type BlockComponent, lazyBlock } from "~/features/blocks";
import type { DocumentGroupValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    document_group: z.infer<typeof DocumentGroupValue>;
  }
}

/** The document_group kind's code comes only with the pages that show one. */
export const documentGroupView: BlockComponent<"document_group"> = /* @__PURE__ */ lazyBlock(() =>
  import("./DocumentGroup").then((module) => module.DocumentGroup),
);
