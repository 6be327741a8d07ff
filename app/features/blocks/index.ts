export { RenderBlocks } from "./RenderBlocks";
export type { Block } from "./block";
export type { ParsedBlock } from "./parsed-block";
export type { BlockKind, Field, FieldErrors, FieldSpec, GroupSpec } from "./block-form";
export { initialValue, joinPath } from "./block-form";
