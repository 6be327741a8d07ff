import { slide, splashUrl } from "../../facts/images";
import { swingHardware, swingOptions, swingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection } from "../../facts/sections";
import { inStockWoods, swatch } from "../../facts/finishes";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry, SwatchesBlock } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "swing-doors/v2";
const limits = systemLimits[key];

// SPEC §4: the aluminum-with-wood colors stay in the data but are hidden until they are offered.
const aluminumWithWoodColors: SwatchesBlock = {
  type: "swatches",
  key: "in-stock-colors-wood",
  label: "Aluminum with Wood",
  hide: true,
  footnote_label: "Wood is interior only.",
  footnote: "Wood options coming soon.",
  swatches: inStockWoods.map((finish) => swatch(finish, "wood")),
};

const colors = metalColorsSection();

export const swingV2: ProductEntry = {
  key,
  major_label: "Swing Doors",
  minor_label: "V2",
  related_products: ["folding-doors/v2", "windows/v2-direct-set", "swing-doors/aluminum"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A black V2 swing door set in a garden wall on a bright day",
  tagline: "A slim aluminum swing door that matches the V2 family.",
  sections: [
    featuresSection(
      "Narrow V2 sightlines in a single or French swing door.",
      [
        "The V2 swing door shares the slim 2 3/4 in profiles of the V2 folding door and V2 Direct Set windows, so an entry, a folding wall and fixed glass read as one design.",
        "Multipoint locking, adjustable hinges and a choice of 7 1/2 in or 10 in bottom rails make it a door for daily use, not just for show.",
      ],
      [
        "Slim 2 3/4 in stile profile",
        "Single and French configurations",
        "Panels up to 9 ft tall",
        "Inswing or outswing",
        "7 1/2 in or 10 in bottom rail",
        "Five in-stock colors for quick delivery",
      ],
      [
        slide(
          "swing-doors/v2",
          "A V2 swing door in a garden wall",
          "Slim and strong",
          "Narrow profiles with the strength of extruded aluminum.",
        ),
        slide(
          "folding-doors/v2",
          "V2 folding doors opened to the ocean",
          "The V2 family",
          "V2 folding doors and windows share the same sightlines and finishes.",
        ),
        slide(
          "windows/v2-direct-set",
          "V2 Direct Set windows at dusk",
          "Fixed glass to match",
          "Direct set windows extend the glass wall beside the door.",
        ),
      ],
    ),
    swingOptions(limits, false),
    { ...colors, content: [...colors.content, aluminumWithWoodColors] },
    swingHardware,
    glassSection(),
    swingSizing(limits),
    technicalSection(key, "V2 Swing Door", [
      ["Frame material", "Extruded 6063-T6 aluminum"],
      ["Stile and rail profile", lengthOf(2 + 3 / 4)],
      ["Bottom rail", "7 1/2 in or 10 in"],
      ["Panel thickness", PANEL_THICKNESS],
      ["Glazing", "Dual-glazed tempered insulating glass"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 40",
        impact: false,
        water: "Up to 7.5 psf with raised sill",
        uFactor: "From 0.44",
        stc: "Up to 33 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
