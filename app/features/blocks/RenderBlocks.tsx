import type { ReactNode } from "react";
import { useNonce } from "~/lib/nonce";
import { preloadBlockCode } from "./block-code";
import type { ParsedBlock } from "./parsed-block";
import { blockComponents } from "./registry";

function renderBlock(block: ParsedBlock, index: number): ReactNode {
  switch (block.render_name) {
    case "not_implemented":
      return (
        <p key={block.id} className="mx-auto max-w-(--container-page) px-6 py-4 text-stone">
          {`I think this is a ${block.value.kind} but it isn't implemented yet.`}
        </p>
      );
    default: {
      const Component = blockComponents[block.render_name] as (props: { value: typeof block.value; index: number }) => ReactNode;
      return <Component key={block.id} value={block.value} index={index} />;
    }
  }
}

/** Renders parsed blocks in order; `after` lets a page insert something after the first block. */
export function RenderBlocks({ blocks, afterFirst }: { blocks: ParsedBlock[]; afterFirst?: ReactNode }) {
  const nonce = useNonce();
  for (const block of blocks) preloadBlockCode(block.render_name, nonce);
  return (
    <>
      {blocks.map((block, index) =>
        index === 0 && afterFirst ? [renderBlock(block, index), <div key="after-first">{afterFirst}</div>] : renderBlock(block, index),
      )}
    </>
  );
}
