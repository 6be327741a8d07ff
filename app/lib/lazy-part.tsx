import { type ComponentType, type ReactNode, Suspense, lazy, useEffect, useState } from "react";
import { expectHydration, markHydrated } from "./hydration";

function Hydrated({ token }: { token: symbol }) {
  useEffect(() => markHydrated(token), [token]);
  return null;
}

/**
 * A part of the page whose code is fetched apart from the page's first load. The server renders
 * pages whole (entry.server waits for all of them), so the part's HTML stays on screen until its
 * chunk arrives and hydrates; the page counts as hydrated once it has (`whenPageHydrated`).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => ReactNode {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: Props) {
    const [token] = useState(() => Symbol("lazy part"));
    useEffect(() => expectHydration(token), [token]);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <Hydrated token={token} />
      </Suspense>
    );
  };
}
