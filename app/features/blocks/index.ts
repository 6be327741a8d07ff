export { RenderBlocks } from "./RenderBlocks";
export type { ParsedBlock } from "./parsed-block";
