export { RenderBlocks } from "./RenderBlocks";
export type { Block } from "./block";
export type { ParsedBlock } from "./parsed-block";
