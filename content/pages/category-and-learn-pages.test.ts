import pino from "pino";
import { describe, expect, it } from "vitest";
import { prepareBlocks } from "../../app/site-blocks.server";
import { home } from "./home";
import { learn } from "./learn";
import { learnInteractiveVideos } from "./learn-interactive-videos";
import { learnPerformance } from "./learn-performance";
import { productsFoldingDoors } from "./products-folding-doors";
import { productsScreens } from "./products-screens";
import { productsSlidingDoors } from "./products-sliding-doors";
import { productsSwingDoors } from "./products-swing-doors";

const pages = [
  home,
  productsFoldingDoors,
  productsSlidingDoors,
  productsSwingDoors,
  productsScreens,
  learn,
  learnInteractiveVideos,
  learnPerformance,
];

describe("product category and learn pages", () => {
  it.each(pages.map((page) => [page.path, page] as const))("%s: every block parses and is implemented", (_, page) => {
    const log = pino({ level: "silent" });
    const elements = page.published?.elements ?? [];
    const blocks = prepareBlocks(elements, log);
    expect(blocks.map((block) => block.id)).toEqual(elements.map((element) => element.id));
    expect(blocks.filter((block) => block.render_name === "not_implemented")).toEqual([]);
  });

  it("links each category page to the detail page of every system in its menu (SPEC §2)", () => {
    const links = (page: typeof productsFoldingDoors) =>
      [...JSON.stringify(page.published?.elements).matchAll(/"url":"(\/products\/[a-z-]+\/[a-z0-9-]+)"/g)].map((match) => match[1]);
    const systems = (line: string, keys: string[]) => keys.map((key) => `/products/${line}/${key}`);
    expect(new Set(links(productsFoldingDoors))).toEqual(
      new Set(
        systems("folding-doors", [
          "v2",
          "aluminum",
          "aluminum-thermally-controlled",
          "aluminum-wood",
          "contemporary-clad",
          "wood",
          "vinyl",
        ]),
      ),
    );
    expect(new Set(links(productsSlidingDoors))).toEqual(
      new Set(systems("sliding-doors", ["aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad"])),
    );
    expect(new Set(links(productsSwingDoors))).toEqual(
      new Set(systems("swing-doors", ["v2", "aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad", "wood"])),
    );
    expect(new Set(links(productsScreens))).toEqual(new Set(systems("screens", ["pleated", "non-pleated"])));
  });

  it("types the four category landing pages as product_category_page", () => {
    expect([productsFoldingDoors, productsSlidingDoors, productsSwingDoors, productsScreens].map((page) => page.type)).toEqual(
      Array(4).fill("product_category_page"),
    );
  });
});
