import type { BlockValue, ImplementedRenderName } from "./block-values";

/**
 * A block after the server has parsed its value: what block components receive. `lang` marks a
 * block shown in its source's locale because the page's translation lacks it.
 */
export type ParsedBlock = (
  | { [Name in ImplementedRenderName]: { id: string; render_name: Name; value: BlockValue<Name> } }[ImplementedRenderName]
  | { id: string; render_name: "not_implemented"; value: { kind: string } }
) & { lang?: string };
