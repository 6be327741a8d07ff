import { type ComponentType, type ReactNode, Suspense, lazy, useEffect, useState } from "react";
import { expectHydration, markHydrated } from "~/lib/hydration";

function Hydrated({ token }: { token: symbol }) {
  useEffect(() => markHydrated(token), [token]);
  return null;
}

/**
 * A block whose code is fetched only by pages that show it, to keep every page's first-load
 * JavaScript small. The server renders pages whole (entry.server waits for all of them), so the
 * block's HTML stays on screen until its chunk arrives and hydrates; only a client navigation
 * to a page with the block waits for the chunk.
 */
export function lazyBlock<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => ReactNode {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return function LazyBlock(props: Props) {
    const [token] = useState(() => Symbol("lazy block"));
    useEffect(() => expectHydration(token), [token]);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <Hydrated token={token} />
      </Suspense>
    );
  };
}
