import type { BlockValue, ImplementedRenderName } from "./block-values";

/** What a block component receives: its parsed value and its place on the page. */
export type BlockProps<Name extends ImplementedRenderName> = { value: BlockValue<Name>; index: number };
