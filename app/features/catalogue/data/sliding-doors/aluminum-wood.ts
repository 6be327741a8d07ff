import { slide, splashUrl } from "../../facts/images";
import { slidingHardware, slidingOptions, slidingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection, woodSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "sliding-doors/aluminum-wood";
const limits = systemLimits[key];

export const slidingAluminumWood: ProductEntry = {
  key,
  major_label: "Sliding Doors",
  minor_label: "Aluminum Wood",
  related_products: ["sliding-doors/contemporary-clad", "folding-doors/aluminum-wood", "swing-doors/aluminum-wood"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "Warm wood interior of sliding doors opening to a garden at golden hour",
  tagline: "Hardwood warmth inside, maintenance-free aluminum outside, on a grand scale.",
  sections: [
    featuresSection(
      "Large sliding panels with solid wood interiors and aluminum exteriors.",
      [
        "Aluminum Wood sliding doors bring the warmth of solid hardwood to the biggest openings in the house. The interior is wood, finished to the room; the exterior is aluminum in the color of the facade.",
        "Panels up to 12 ft tall stack or pocket away, opening living spaces fully to the garden.",
      ],
      [
        "Solid hardwood interior, aluminum exterior",
        "Panels up to 12 ft tall",
        "Openings up to 65 ft wide on 1 to 6 tracks",
        "3 5/8 in stile and rail profile",
        "Two in-stock woods and four more to order",
        "DP 70 impact package",
      ],
      [
        slide(
          "sliding-doors/aluminum-wood",
          "Aluminum wood sliding doors from inside",
          "Wood inside",
          "Douglas fir or sapele mahogany inside, finished to match the room.",
        ),
        slide(
          "folding-doors/aluminum-wood",
          "Aluminum wood folding doors",
          "A folding companion",
          "The same wood and colors in a folding door.",
        ),
        slide("swing-doors/aluminum-wood", "An aluminum wood swing door", "An entry to match", "Swing doors in matching wood and finish."),
      ],
    ),
    slidingOptions(limits, true),
    metalColorsSection("The exterior aluminum in five in-stock colors or 26 more in Kynar paint."),
    woodSection("The interior of every panel, in solid hardwood.", "Douglas fir and sapele mahogany are kept in stock and ship fastest."),
    slidingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    slidingSizing(limits),
    technicalSection(key, "Aluminum Wood Sliding Door", [
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
