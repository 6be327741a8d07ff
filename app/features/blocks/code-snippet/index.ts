import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { CodeSnippetValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    code_snippet: z.infer<typeof CodeSnippetValue>;
  }
}

/** The code_snippet kind's code comes only with the pages that show one. */
export const codeSnippetView: BlockComponent<"code_snippet"> = /* @__PURE__ */ lazyBlock(() =>
  import("./CodeSnippet").then((module) => module.CodeSnippet),
);
