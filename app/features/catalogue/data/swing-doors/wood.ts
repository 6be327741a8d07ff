import { slide, splashUrl } from "../../facts/images";
import { swingHardware, swingOptions, swingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, performanceSection, technicalSection, woodSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "swing-doors/wood";
const limits = systemLimits[key];

export const swingWood: ProductEntry = {
  key,
  major_label: "Swing Doors",
  minor_label: "Wood",
  related_products: ["swing-doors/aluminum-wood", "folding-doors/wood", "screens/pleated"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A solid wood swing door in a garden setting on a bright day",
  tagline: "Solid hardwood doors with traditional joinery.",
  sections: [
    featuresSection(
      "Mortise-and-tenon hardwood doors for entries and garden rooms.",
      [
        "Our wood swing doors are built the traditional way, with solid hardwood, mortise-and-tenon corners and sculpted sticking around the glass.",
        "Choose the 10 in bottom rail for a classic proportion, and finish the wood to suit the house, inside and out.",
      ],
      [
        "Solid hardwood inside and out",
        "Mortise-and-tenon corners",
        "3 5/8 in stile profile",
        "Panels up to 9 ft tall",
        "7 1/2 in or 10 in bottom rail",
        "Two in-stock woods and four more to order",
      ],
      [
        slide(
          "swing-doors/wood",
          "A wood swing door in a garden",
          "Crafted by hand",
          "Joinery and finishing by craftspeople in our workshop.",
        ),
        slide(
          "folding-doors/wood",
          "Wood folding doors in a garden",
          "A folding wall in wood",
          "Match the entry with a wood folding door.",
        ),
        slide("screens/pleated", "A pleated screen in an opening", "Screened doors", "Pleated screens fit single and French doors."),
      ],
    ),
    swingOptions(limits, false),
    woodSection("Solid hardwood throughout, inside and out.", "Douglas fir and sapele mahogany are kept in stock and ship fastest."),
    swingHardware,
    glassSection(),
    swingSizing(limits),
    technicalSection(key, "Wood Swing Door", [
      ["Material", "Solid kiln-dried hardwood"],
      ["Stile and rail profile", lengthOf(3 + 5 / 8)],
      ["Bottom rail", "7 1/2 in or 10 in"],
      ["Panel thickness", PANEL_THICKNESS],
      ["Finish", "Unfinished, primed or factory stained"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 35",
        impact: false,
        water: "Up to 6 psf with raised sill",
        uFactor: "From 0.29",
        stc: "Up to 34 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
