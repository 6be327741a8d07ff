import { slide, splashUrl } from "../../facts/images";
import { foldingHardware, foldingOptions, foldingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "folding-doors/v2";
const limits = systemLimits[key];

export const foldingV2: ProductEntry = {
  key,
  major_label: "Folding Doors",
  minor_label: "V2",
  related_products: ["folding-doors/aluminum", "swing-doors/v2", "windows/v2-direct-set"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "Living room opened to an ocean view through black V2 folding doors at golden hour",
  tagline: "Our slimmest folding system: more glass, less frame, shorter lead times.",
  sections: [
    featuresSection(
      "A refined aluminum folding door with sightlines cut to the minimum.",
      [
        "V2 distils our folding door to its essentials. Narrow 2 3/4 in stiles and rails frame more glass per panel, and a streamlined set of sizes and finishes lets us build it faster than any other system we make.",
        "It is engineered and tested like our flagship doors: the same top-hung rolling system, the same multipoint locks and the same 70% fluoropolymer paint.",
      ],
      [
        "Slim 2 3/4 in stile and rail profile",
        "Up to 20 panels, 10 folding to each side",
        "Openings up to 65 ft wide",
        "Single lites up to 10 ft tall",
        "Five in-stock colors for quick delivery",
        "Pairs with V2 swing doors and V2 Direct Set windows",
      ],
      [
        slide(
          key,
          "V2 folding panels stacked open to a terrace",
          "Panels that step aside",
          "Panels fold into a compact stack so the room and the terrace become one space.",
        ),
        slide(
          "windows/v2-direct-set",
          "V2 Direct Set windows on a modern house at dusk",
          "A family of profiles",
          "V2 Direct Set windows share the V2 sightlines for a consistent elevation.",
        ),
        slide(
          "swing-doors/v2",
          "A V2 swing door in a garden wall",
          "An everyday door",
          "Add a V2 swing door nearby for the comings and goings of daily life.",
        ),
      ],
    ),
    foldingOptions(limits, true),
    metalColorsSection(),
    foldingHardware,
    glassSection(),
    foldingSizing(limits),
    technicalSection(key, "V2 Folding Door", [
      ["Frame material", "Extruded 6063-T6 aluminum"],
      ["Stile and rail profile", lengthOf(2 + 3 / 4)],
      ["Panel thickness", PANEL_THICKNESS],
      ["Finish", "2-coat 70% fluoropolymer (Kynar) paint or anodized"],
      ["Glazing", "Dual-glazed tempered insulating glass"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 50",
        impact: true,
        water: "Up to 9 psf with raised sill",
        uFactor: "From 0.44",
        stc: "Up to 33 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
