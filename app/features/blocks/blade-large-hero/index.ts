import type { z } from "zod";
import type { BladeLargeHeroValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    blade_large_hero: z.infer<typeof BladeLargeHeroValue>;
  }
}

/** The blade_large_hero kind is bundled with every page that renders blocks. */
export { BladeLargeHero as bladeLargeHeroView } from "./BladeLargeHero";
