import pino from "pino";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { prepareBlocks } from "../prepare.server";
import { RenderBlocks } from "../RenderBlocks";

const silent = pino({ level: "silent" });

describe("product detail blocks in a content page", () => {
  it("placeholder renders one section of a catalogue product", () => {
    const blocks = prepareBlocks(
      [{ id: "p", render_name: "placeholder", value: { product_key: "folding-doors/aluminum", step_key: "Sizing" } }],
      silent,
    );
    const html = renderInRouter(<RenderBlocks blocks={blocks} />);
    expect(html).toContain('id="sizing"');
    expect(html).toContain("Up to 65 ft");
    expect(html).not.toContain('id="colors"');
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
    const html = renderInRouter(<RenderBlocks blocks={blocks} />);
    expect(html).toContain('href="#color-options"');
    expect(html).toContain('id="sizing"');
    expect(html).not.toContain('id="features"');
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
