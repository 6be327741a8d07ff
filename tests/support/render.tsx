import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { defaultSiteConfig } from "../../app/lib/site-config";

/** `node` in a router whose root data says the site is http://localhost:3000. */
export function inRouter(node: ReactNode) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <>{node}</> }]);
  return <Stub hydrationData={{ loaderData: { root: { site: defaultSiteConfig, origin: "http://localhost:3000" } } }} />;
}

/** Server-renders `node` inside a router whose root data says the site is http://localhost:3000. */
export function renderInRouter(node: ReactNode): string {
  return renderToString(inRouter(node));
}

/** Renders `node` into the document inside the same router, for Testing Library's queries (happy-dom). */
export function renderInDom(node: ReactNode): RenderResult {
  return render(inRouter(node));
}

/**
 * The HTML the server sends for `node` (in the router, or bare), parsed into `document.body`: for
 * what a visitor gets before any script runs. Query it with `screen` or `within(container)`.
 */
export function serverMarkup(node: ReactNode, { router = true } = {}): HTMLElement {
  document.body.innerHTML = router ? renderInRouter(node) : renderToString(node);
  return document.body;
}
