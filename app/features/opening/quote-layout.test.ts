import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feet, mmToInches } from "~/lib/length";
import { fitOpening } from "./fit-opening";
import { type Opening, kindChoices, openingOptions } from "./opening";
import { straight } from "../../../tests/support/openings";
import { quoteLayoutFields, quoteLayoutSearch, readQuoteLayout } from "./quote-layout";

const opening = (more: Partial<Opening> = {}) => straight(196, 96, more);

/** The address a layout's "Request a quote with this layout" opens, for one of the systems that make it. */
const addressOf = (asked: Opening, product: string, layoutId: string) => {
  const answer = fitOpening(asked).find((system) => system.key === product);
  const layout = answer?.fits ? answer.layouts.find((candidate) => candidate.id === layoutId) : undefined;
  if (!layout) throw new Error(`${product} has no layout ${layoutId}`);
  return new URLSearchParams([["product", product], ...quoteLayoutFields(asked, layout)]);
};

describe("the layout a quote carries", () => {
  it("reads the system, its material, the opening and the layout, and says them in the visitor's unit", () => {
    const quote = readQuoteLayout(addressOf(opening(), "folding-doors/aluminum", "5-split-3-2"));
    expect(quote).toEqual({
      product: "folding-doors/aluminum",
      product_name: "Aluminum Folding Doors",
      material: "aluminum",
      opening: { width_in: 196, height_in: 96, second_width_in: null, unit: "in", option: "none" },
      layout: { id: "5-split-3-2", description: "5 panels, 3 left + 2 right" },
      summary: "Aluminum Folding Doors: 16 ft 4 in × 8 ft, 5 panels, 3 left + 2 right",
    });
    const metric = readQuoteLayout(addressOf(opening({ width: mmToInches(4980), unit: "mm" }), "folding-doors/aluminum", "5-left"));
    expect(metric?.summary).toBe("Aluminum Folding Doors: 4,980 mm × 2,438 mm, 5 panels, all stacking left");
  });

  it("carries a corner's second wall and a pocketing opening", () => {
    const corner = opening({ width: feet(12), secondWidth: feet(9), option: "corner" });
    const [first] = fitOpening(corner).flatMap((system) => (system.fits ? [{ key: system.key, layout: system.layouts[0]! }] : []));
    const quote = readQuoteLayout(addressOf(corner, first!.key, first!.layout.id));
    expect(quote?.opening).toMatchObject({ second_width_in: feet(9), option: "corner" });
    expect(quote?.summary).toContain("12 ft + 9 ft corner × 8 ft");
    const pocket = readQuoteLayout(addressOf(opening({ option: "pocket" }), "sliding-doors/aluminum", "4-pocketing-split"));
    expect(pocket?.summary).toBe(
      "Aluminum Sliding Doors: 16 ft 4 in × 8 ft, pocketing, 4 panels, 2 left + 2 right on 2 tracks, pocketing into both walls",
    );
  });

  it("drops what the catalogue does not make: a layout of another opening, a size it cannot read, a product it does not have", () => {
    const address = addressOf(opening(), "folding-doors/aluminum", "5-split-3-2");
    const changed = (name: string, value: string) => {
      const params = new URLSearchParams(address);
      params.set(name, value);
      return readQuoteLayout(params);
    };
    expect(changed("layout", "25-left")?.layout).toBeNull();
    expect(changed("layout", "5-split-3-2\u0000")?.layout).toBeNull();
    expect(changed("width", "1e309")).toMatchObject({ opening: null, layout: null, summary: "Aluminum Folding Doors" });
    expect(changed("height", "-96")?.opening).toBeNull();
    expect(changed("height", "200 ft")?.layout).toBeNull();
    expect(changed("unit", "furlongs")?.opening?.unit).toBe("in");
    expect(changed("option", "corner")).toMatchObject({ opening: null, layout: null });
    for (const product of ["", "folding-doors", "folding-doors/aluminum/x", "../admin", "folding-doors/titanium"])
      expect(changed("product", product), product).toBeNull();
    expect(readQuoteLayout(new URLSearchParams())).toBeNull();
  });

  it("reads back every layout the helper offers, for every system that makes it, from the address it carries", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 24 * 8, max: 800 * 8 }).map((n) => n / 8),
        fc.integer({ min: 60 * 8, max: 150 * 8 }).map((n) => n / 8),
        fc.integer({ min: 24, max: 400 }),
        fc.constantFrom(...openingOptions),
        fc.constantFrom(...kindChoices),
        fc.constantFrom("in" as const, "mm" as const),
        (width, height, secondWidth, option, kind, unit) => {
          const asked = opening({ width, height, option, kind, unit, secondWidth: option === "corner" ? secondWidth : null });
          for (const system of fitOpening(asked))
            for (const layout of system.fits ? system.layouts : []) {
              const quote = readQuoteLayout(new URLSearchParams([["product", system.key], ...quoteLayoutFields(asked, layout)]));
              expect(quote?.layout?.id).toBe(layout.id);
              expect(readQuoteLayout(new URLSearchParams(quoteLayoutSearch(quote!)))).toEqual(quote);
            }
        },
      ),
      { numRuns: 60 },
    );
  });
});
