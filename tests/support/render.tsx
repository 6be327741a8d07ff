import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { defaultSiteConfig } from "../../app/lib/site-config";

/** Server-renders `node` inside a router whose root data says the site is http://localhost:3000. */
export function renderInRouter(node: ReactNode): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <>{node}</> }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { site: defaultSiteConfig, origin: "http://localhost:3000" } } }} />);
}
