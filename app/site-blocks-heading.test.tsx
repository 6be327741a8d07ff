// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { filled, seedBlocks } from "../tests/support/block-values";
import { silentLogger } from "../tests/support/silent-logger";
import { RenderBlocks, type Block } from "./features/blocks";
import { defaultSiteConfig } from "./lib/site-config";
import { SiteBlocks } from "./site-blocks";
import { blockKinds, prepareBlocks } from "./site-blocks.server";

/** A page whose first (and only) block is `block`, as the server sends it: it waits for lazily loaded kinds. */
async function firstBlockMarkup(block: Block) {
  const page = () => (
    <SiteBlocks>
      <RenderBlocks blocks={prepareBlocks([block], silentLogger)} />
    </SiteBlocks>
  );
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: page }]);
  const root = { site: defaultSiteConfig, origin: "http://localhost:3000" };
  const { prelude } = await prerender(<Stub hydrationData={{ loaderData: { root } }} />);
  document.body.innerHTML = await new Response(prelude).text();
}

// The page editor warns about a landing page without a main heading from what each kind says of
// itself (`pageHeading`): what the kinds render as a page's first block must agree.
describe("the kinds that give a page its main heading (H1)", () => {
  it.each(blockKinds())("$renderName", async ({ renderName, form, pageHeading }) => {
    await firstBlockMarkup(
      seedBlocks.find((seed) => seed.render_name === renderName) ?? {
        id: `new-${renderName}`,
        render_name: renderName,
        value: filled(form, renderName),
      },
    );
    expect(screen.queryAllByRole("heading", { level: 1 }).length > 0).toBe(pageHeading);
  });
});
