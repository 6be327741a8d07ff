import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { CinemaPaneTwoValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    cinema_pane_two: z.infer<typeof CinemaPaneTwoValue>;
  }
}

/** The cinema_pane_two kind's code comes only with the pages that show one. */
export const cinemaPaneTwoView: BlockComponent<"cinema_pane_two"> = /* @__PURE__ */ lazyBlock(() =>
  import("./CinemaPaneTwo").then((module) => module.CinemaPaneTwo),
);
