import { type ReactNode, createContext, useContext } from "react";
import { useNonce } from "~/lib/nonce";
import { preloadBlockCode } from "./block-code";
import type { BlockViews } from "./block-view";
import type { ParsedBlock } from "./parsed-block";
import { blockViews } from "./views";

/**
 * The components RenderBlocks draws with. The site hands in every kind (app/site-blocks.tsx), the
 * features' own among them; without it, the blocks feature's own kinds are known.
 */
const BlockViewsContext = /* @__PURE__ */ createContext<Partial<BlockViews>>(blockViews);

export const BlockViewsProvider = BlockViewsContext.Provider;

function renderBlock(views: Partial<BlockViews>, block: ParsedBlock, index: number): ReactNode {
  const Component = block.render_name === "not_implemented" ? undefined : views[block.render_name];
  if (!Component) {
    const kind = block.render_name === "not_implemented" ? block.value.kind : block.render_name;
    return (
      <p key={block.id} className="mx-auto max-w-(--container-page) px-6 py-4 text-stone">
        {`I think this is a ${kind} but it isn't implemented yet.`}
      </p>
    );
  }
  const Draw = Component as (props: { value: typeof block.value; index: number }) => ReactNode;
  return <Draw key={block.id} value={block.value} index={index} />;
}

/** A block shown in another language than the page's (a translation's fallback) says so, without a box of its own. */
function inItsLanguage(block: ParsedBlock, drawn: ReactNode): ReactNode {
  if (block.lang === undefined) return drawn;
  return (
    <div key={block.id} lang={block.lang} className="contents">
      {drawn}
    </div>
  );
}

/**
 * Renders parsed blocks in order; `afterFirst` lets a page insert something after the first block.
 * A preview marks where each block is (`data-block`, its id), for the page editor to point at it.
 */
export function RenderBlocks({ blocks, afterFirst, preview }: { blocks: ParsedBlock[]; afterFirst?: ReactNode; preview?: boolean }) {
  const views = useContext(BlockViewsContext);
  const nonce = useNonce();
  for (const block of blocks) preloadBlockCode(block.render_name, nonce);
  return (
    <>
      {blocks.map((block, index) => {
        const drawn = preview ? (
          <div key={block.id} data-block={block.id}>
            {inItsLanguage(block, renderBlock(views, block, index))}
          </div>
        ) : (
          inItsLanguage(block, renderBlock(views, block, index))
        );
        return index === 0 && afterFirst ? [drawn, <div key="after-first">{afterFirst}</div>] : drawn;
      })}
    </>
  );
}
