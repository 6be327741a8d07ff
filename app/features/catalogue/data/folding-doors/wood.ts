import { slide, splashUrl } from "../../facts/images";
import { foldingHardware, foldingOptions, foldingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, performanceSection, technicalSection, woodSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "folding-doors/wood";
const limits = systemLimits[key];

export const foldingWood: ProductEntry = {
  key,
  major_label: "Folding Doors",
  minor_label: "Wood",
  related_products: ["folding-doors/aluminum-wood", "swing-doors/wood", "screens/pleated"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "Wood folding doors opened from a garden terrace in golden light",
  tagline: "Solid hardwood panels, crafted for homes where wood is the point.",
  sections: [
    featuresSection(
      "Traditional joinery and solid hardwood, engineered to fold.",
      [
        "Each panel is built from solid, kiln-dried hardwood with mortise-and-tenon corners and sculpted sticking around the glass. The wood is finished inside and out, to be stained, painted or oiled to the architecture.",
        "Wood folding doors are at their best under a deep overhang or a loggia, where they can weather gracefully and be refinished over the years.",
      ],
      [
        "Solid hardwood inside and out",
        "Mortise-and-tenon corners",
        "3 5/8 in stile and rail profile",
        "Up to 20 panels and openings up to 65 ft wide",
        "Single lites up to 10 ft tall",
        "Two in-stock woods and four more to order",
      ],
      [
        slide(
          key,
          "Wood folding doors from the garden",
          "Crafted by hand",
          "Every panel is assembled and finished by craftspeople in our workshop.",
        ),
        slide(
          "folding-doors/aluminum-wood",
          "Aluminium wood folding doors from inside",
          "Less upkeep outside",
          "Choose Aluminum Wood where the exterior faces sun and rain.",
        ),
        slide("swing-doors/wood", "A wood swing door", "A matching entry", "Swing doors in the same woods and profiles."),
      ],
    ),
    foldingOptions(limits, false),
    woodSection("Solid hardwood throughout, inside and out.", "Douglas fir and sapele mahogany are kept in stock and ship fastest."),
    foldingHardware,
    glassSection(),
    foldingSizing(limits),
    technicalSection(key, "Wood Folding Door", [
      ["Material", "Solid kiln-dried hardwood"],
      ["Stile and rail profile", lengthOf(3 + 5 / 8)],
      ["Panel thickness", PANEL_THICKNESS],
      ["Finish", "Unfinished, primed or factory stained"],
      ["Glazing", "Dual-glazed tempered low-E insulating glass"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 35",
        impact: false,
        water: "Up to 6 psf with raised sill",
        uFactor: "From 0.29",
        stc: "Up to 34 with laminated glass",
      }),
      "Wood doors are meant for protected elevations. " + RATINGS_NOTE,
    ),
  ],
};
