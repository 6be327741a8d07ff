import type { z } from "zod";
import type { BladeFlexHeroValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    blade_flex_hero: z.infer<typeof BladeFlexHeroValue>;
  }
}

/** The blade_flex_hero kind is bundled with every page that renders blocks. */
export { BladeFlexHero as bladeFlexHeroView } from "./BladeFlexHero";
