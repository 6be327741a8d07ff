// Made by scripts/lazy-block-chunks.ts: render_name -> the files of a lazy block's code.
declare module "virtual:lazy-block-chunks" {
  const lazyBlockChunks: Record<string, string[]>;
  export default lazyBlockChunks;
}
