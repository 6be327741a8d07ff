// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { serverMarkup } from "../../../../../tests/support/render";
import { SiteBlocks } from "../../../../site-blocks";
import { prepareBlocks } from "../../../../site-blocks.server";
import { type ParsedBlock, RenderBlocks } from "../../../blocks";

const silent = pino({ level: "silent" });

/** The server's markup of the blocks, drawn with every kind of the site: these are the catalogue's. */
const markupOf = (blocks: ParsedBlock[]) =>
  serverMarkup(
    <SiteBlocks>
      <RenderBlocks blocks={blocks} />
    </SiteBlocks>,
  );

describe("product detail blocks in a content page", () => {
  it("placeholder renders one section of a catalogue product", () => {
    const blocks = prepareBlocks(
      [{ id: "p", render_name: "placeholder", value: { product_key: "folding-doors/aluminum", step_key: "Sizing" } }],
      silent,
    );
    const page = markupOf(blocks);
    const sizing = screen.getByRole("region", { name: "Sizing" });
    expect(sizing.id).toBe("sizing");
    expect(within(sizing).getAllByText(/Up to 65 ft/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("region")).toEqual([sizing]);
    expect(page.querySelector("#colors")).toBeNull();
  });

  it("component_placeholder renders the product's sections with their jump links", () => {
    const blocks = prepareBlocks(
      [
        {
          id: "c",
          render_name: "component_placeholder",
          value: { product_key: "screens/non-pleated", step_keys: ["Color Options", "Sizing"] },
        },
      ],
      silent,
    );
    const page = markupOf(blocks);
    const jumps = screen.getByRole("navigation", { name: "Non-Pleated Screens sections" });
    expect(within(jumps).getByRole("link", { name: "Color Options" }).getAttribute("href")).toBe("#color-options");
    expect(screen.getByRole("region", { name: "Color Options" }).id).toBe("color-options");
    expect(screen.getByRole("region", { name: "Sizing" }).id).toBe("sizing");
    expect(screen.getAllByRole("region").map((section) => section.id)).toEqual(["color-options", "sizing"]);
    expect(page.querySelector("#features")).toBeNull();
  });

  it("drops a block that names no catalogue product or section", () => {
    const blocks = prepareBlocks(
      [
        { id: "a", render_name: "placeholder", value: { product_key: "folding-doors/granite", step_key: "Sizing" } },
        { id: "b", render_name: "placeholder", value: { product_key: "screens/pleated", step_key: "Wood" } },
        { id: "c", render_name: "component_placeholder", value: { product_key: "nothing" } },
      ],
      silent,
    );
    expect(blocks).toEqual([]);
  });
});
