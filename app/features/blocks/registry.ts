import type { ReactNode } from "react";
import { BladeLargeHero } from "./blade-large-hero/BladeLargeHero";
import { Copy } from "./copy/Copy";
import { FlagPane } from "./flag-pane/FlagPane";
import type { BlockValue, ImplementedRenderName } from "./schemas";
import { Triptych } from "./triptych/Triptych";

export type BlockProps<Name extends ImplementedRenderName> = { value: BlockValue<Name>; index: number };

/** render_name -> component; the type checker keeps it complete against the schemas. */
export const blockComponents: { [Name in ImplementedRenderName]: (props: BlockProps<Name>) => ReactNode } = {
  blade_large_hero: BladeLargeHero,
  copy: Copy,
  flag_pane: FlagPane,
  triptych: Triptych,
};
