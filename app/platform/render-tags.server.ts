import { AsyncLocalStorage } from "node:async_hooks";

const collecting = new AsyncLocalStorage<Set<string>>();

/**
 * Runs one render of a page, gathering into `tags` the names of everything it read (the render
 * cache keeps them with the page, so a change drops exactly the pages that showed it).
 */
export function collectRenderTags<T>(tags: Set<string>, render: () => T): T {
  return collecting.run(tags, render);
}

/** Names what the page being rendered shows; outside a render (an API call, a script) it does nothing. */
export function tagRender(...tags: string[]): void {
  const current = collecting.getStore();
  if (current) for (const tag of tags) current.add(tag);
}
