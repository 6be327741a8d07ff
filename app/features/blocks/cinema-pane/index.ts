import type { z } from "zod";
import type { BlockComponent } from "../block-view";
import { lazyBlock } from "../lazy-block";
import type { CinemaPaneValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    cinema_pane: z.infer<typeof CinemaPaneValue>;
  }
}

/** The cinema_pane kind's code comes only with the pages that show one. */
export const cinemaPaneView: BlockComponent<"cinema_pane"> = /* @__PURE__ */ lazyBlock(() =>
  import("./CinemaPane").then((module) => module.CinemaPane),
);
