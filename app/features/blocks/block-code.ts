import { preloadModule } from "react-dom";
import lazyBlockChunks from "virtual:lazy-block-chunks";

/**
 * Asks for a lazy block's code with the page's own modules: the server render writes a
 * modulepreload for each of its files (scripts/lazy-block-chunks.ts), so hydration does not wait
 * a round trip more for it. Bundled blocks, the browser and the dev server have none.
 */
export function preloadBlockCode(renderName: string, nonce: string): void {
  for (const href of lazyBlockChunks[renderName] ?? []) preloadModule(href, { as: "script", nonce: nonce || undefined });
}
