// Parts of the page whose code loads after the page itself (lazy blocks) and that have not
// hydrated yet. The root marks the page interactive once none is left.
const waiting = new Set<symbol>();
const hydrated = new Set<symbol>();
let onAllHydrated: (() => void) | null = null;

/** A lazy part was rendered: the page waits for it. Returns the cleanup for its unmount. */
export function expectHydration(token: symbol): () => void {
  if (!hydrated.has(token)) waiting.add(token);
  return () => {
    waiting.delete(token);
    hydrated.delete(token);
  };
}

/** The lazy part's code arrived and hydrated. */
export function markHydrated(token: symbol): void {
  hydrated.add(token);
  waiting.delete(token);
  if (waiting.size === 0) onAllHydrated?.();
}

/**
 * Calls `done` once every lazy part of the first render has hydrated (soon when there is none).
 * Called from the root's effect; parts rendered after the page's outlet (the footer, the cookie
 * banner) register in effects that run after it in the same commit, so it looks once they all have.
 */
export function whenPageHydrated(done: () => void): void {
  onAllHydrated = () => {
    onAllHydrated = null;
    done();
  };
  queueMicrotask(() => {
    if (waiting.size === 0) onAllHydrated?.();
  });
}
