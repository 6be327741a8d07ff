import type { z } from "zod";
import { BladeLargeHeroValue } from "./blade-large-hero/schema";
import { CopyValue } from "./copy/schema";
import { FlagPaneValue } from "./flag-pane/schema";
import { TriptychValue } from "./triptych/schema";

/** The value schema of every implemented block kind, keyed by render_name. Server-side only. */
export const blockSchemas = {
  blade_large_hero: BladeLargeHeroValue,
  copy: CopyValue,
  flag_pane: FlagPaneValue,
  triptych: TriptychValue,
};

export type ImplementedRenderName = keyof typeof blockSchemas;
export type BlockValue<Name extends ImplementedRenderName> = z.infer<(typeof blockSchemas)[Name]>;
