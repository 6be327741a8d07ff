import { slide, splashUrl } from "../../facts/images";
import { foldingHardware, foldingOptions, foldingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection, woodSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "folding-doors/aluminum-wood";
const limits = systemLimits[key];

export const foldingAluminumWood: ProductEntry = {
  key,
  major_label: "Folding Doors",
  minor_label: "Aluminum Wood",
  related_products: ["folding-doors/wood", "sliding-doors/aluminum-wood", "swing-doors/aluminum-wood"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "Interior of warm wood folding doors opening onto a garden in evening light",
  tagline: "Warm wood inside, weatherproof aluminum outside.",
  sections: [
    featuresSection(
      "Solid wood interiors protected by an aluminum exterior that never needs painting.",
      [
        "The inside of every panel is solid, kiln-dried hardwood, finished to the room. The outside is extruded aluminum in the color of the facade, so the door faces the weather with nothing to sand, stain or repaint.",
        "It is the choice for homes where the interior is all natural materials but the exterior has to stand up to sun and rain.",
      ],
      [
        "Solid hardwood interior, aluminum exterior",
        "3 5/8 in stile and rail profile",
        "Up to 20 panels and openings up to 65 ft wide",
        "Single lites up to 10 ft tall",
        "Two in-stock woods and four more to order",
        "DP 70 impact package",
      ],
      [
        slide(
          key,
          "Aluminum wood folding doors from the living room",
          "Wood where you touch it",
          "Douglas fir or sapele mahogany inside, finished to match floors and cabinetry.",
        ),
        slide(
          "folding-doors/wood",
          "All-wood folding doors in a garden",
          "Or wood all the way through",
          "The Wood system suits sheltered elevations and traditional architecture.",
        ),
        slide(
          "swing-doors/aluminum-wood",
          "An aluminum wood swing door",
          "Matching swing doors",
          "Swing doors in the same woods and colors complete the elevation.",
        ),
      ],
    ),
    foldingOptions(limits, true),
    metalColorsSection("The exterior aluminum in five in-stock colors or 26 more in Kynar paint."),
    woodSection("The interior of every panel, in solid hardwood.", "Douglas fir and sapele mahogany are kept in stock and ship fastest."),
    foldingHardware,
    glassSection(),
    foldingSizing(limits),
    technicalSection(key, "Aluminum Wood Folding Door", [
      ["Exterior", "Extruded aluminum, Kynar paint or anodized"],
      ["Interior", "Solid kiln-dried hardwood"],
      ["Stile and rail profile", lengthOf(3 + 5 / 8)],
      ["Panel thickness", PANEL_THICKNESS],
      ["Glazing", "Dual-glazed tempered low-E insulating glass"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 50",
        impact: true,
        water: "Up to 12 psf with raised sill",
        uFactor: "From 0.30",
        stc: "Up to 35 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
