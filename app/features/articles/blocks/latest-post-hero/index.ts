import type { z } from "zod";
import { type BlockComponent, lazyBlock } from "~/features/blocks";
import type { LatestPostHeroValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    latest_post_hero: z.infer<typeof LatestPostHeroValue>;
  }
}

/** The latest_post_hero kind's code comes only with the pages that show one. */
export const latestPostHeroView: BlockComponent<"latest_post_hero"> = /* @__PURE__ */ lazyBlock(() =>
  import("./LatestPostHero").then((module) => module.LatestPostHero),
);
