import type { BlockValue, ImplementedRenderName } from "./block-values";

/** A block after the server has parsed its value: what block components receive. */
export type ParsedBlock =
  | { [Name in ImplementedRenderName]: { id: string; render_name: Name; value: BlockValue<Name> } }[ImplementedRenderName]
  | { id: string; render_name: "not_implemented"; value: { kind: string } };
