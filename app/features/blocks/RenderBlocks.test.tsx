import pino from "pino";
import { describe, expect, it } from "vitest";
import { home } from "../../../content/pages/home";
import { renderInRouter } from "../../../tests/support/render";
import { prepareBlocks } from "./prepare.server";
import { RenderBlocks } from "./RenderBlocks";

const silent = pino({ level: "silent" });

describe("RenderBlocks", () => {
  it("renders the home page's blocks in order, with the first hero as the page heading", () => {
    const blocks = prepareBlocks(home.published?.elements ?? [], silent);
    const html = renderInRouter(<RenderBlocks blocks={blocks} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Walls that open to the world outside<\/h1>/);
    const order = [
      "Walls that open",
      "One room, inside and out",
      "Choose how your wall opens",
      "Engineered for the coast",
      "Colours, woods",
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('href="/products/sliding-doors"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("shows the SPEC message for a kind that is not implemented", () => {
    const html = renderInRouter(<RenderBlocks blocks={[{ id: "x", render_name: "not_implemented", value: { kind: "product_slider" } }]} />);
    expect(html).toContain("I think this is a product_slider but it isn&#x27;t implemented yet.");
  });

  it("puts a later hero's title in an h2", () => {
    const blocks = prepareBlocks(
      [
        { id: "c", render_name: "copy", value: { copy_text: "<p>Intro</p>" } },
        {
          id: "h",
          render_name: "blade_large_hero",
          value: { banner_title: "Second hero", image: { image_url: "/media/a.jpg", alt_text: "", width: 800, height: 600 } },
        },
      ],
      silent,
    );
    expect(renderInRouter(<RenderBlocks blocks={blocks} />)).toMatch(/<h2[^>]*>Second hero<\/h2>/);
  });
});
