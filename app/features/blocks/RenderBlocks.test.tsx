// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { home } from "../../../content/pages/home";
import { renderInDom, serverMarkup } from "../../../tests/support/render";
import { prepareBlocks } from "../../site-blocks.server";
import { RenderBlocks } from "./RenderBlocks";

const silent = pino({ level: "silent" });

describe("RenderBlocks", () => {
  it("renders the home page's blocks in order, with the first hero as the page heading", () => {
    const blocks = prepareBlocks(home.published?.elements ?? [], silent);
    // From the server's markup: the hero photo's fetchpriority only matters there.
    const page = serverMarkup(<RenderBlocks blocks={blocks} />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Walls that open to the world outside",
    ]);
    const text = page.textContent ?? "";
    const order = [
      "Walls that open",
      "One room, inside and out",
      "Choose how your wall opens",
      "Engineered for the coast",
      "Colours, woods",
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(screen.getAllByRole("link").some((link) => link.getAttribute("href") === "/products/sliding-doors")).toBe(true);
    expect(page.querySelector('img[fetchpriority="high"]')).not.toBeNull();
  });

  it("shows the SPEC message for a kind that is not implemented", () => {
    renderInDom(<RenderBlocks blocks={[{ id: "x", render_name: "not_implemented", value: { kind: "product_slider" } }]} />);
    expect(screen.getByText("I think this is a product_slider but it isn't implemented yet.")).toBeTruthy();
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
    renderInDom(<RenderBlocks blocks={blocks} />);
    expect(screen.getByRole("heading", { level: 2, name: "Second hero" })).toBeTruthy();
  });

  it("says a block shown from a translation's source is in the source's language, adding no box of its own", () => {
    const blocks = prepareBlocks(
      [
        { id: "fr", render_name: "copy", value: { copy_text: "<p>Bonjour</p>" } },
        { id: "en", render_name: "copy", value: { copy_text: "<p>Hello</p>" }, lang: "en-US" },
      ],
      silent,
    );
    renderInDom(<RenderBlocks blocks={blocks} />);
    const english = screen.getByText("Hello").closest("[lang]");
    expect(english?.getAttribute("lang")).toBe("en-US");
    expect(english?.className).toBe("contents");
    expect(screen.getByText("Bonjour").closest("[lang]")).toBeNull();
  });
});
