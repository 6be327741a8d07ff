import { slide, splashUrl } from "../../facts/images";
import { swingHardware, swingOptions, swingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection, woodSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";

const key = "swing-doors/aluminum-wood";
const limits = systemLimits[key];

export const swingAluminumWood: ProductEntry = {
  key,
  major_label: "Swing Doors",
  minor_label: "Aluminum Wood",
  related_products: ["swing-doors/wood", "folding-doors/aluminum-wood", "sliding-doors/aluminum-wood"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "The wood interior of a swing door opening to a garden",
  tagline: "Tall wood-lined doors with stiles up to 10 ft, faced in aluminum.",
  sections: [
    featuresSection(
      "Solid wood interiors with an aluminum exterior, on a grand scale.",
      [
        "Aluminum Wood swing doors are built with stiles up to 10 ft tall: doors that match the height of the glass walls beside them. Inside, solid hardwood; outside, aluminum that never needs repainting.",
        "Pair them with Aluminum Wood folding or sliding doors for one continuous elevation.",
      ],
      [
        "Stiles up to 10 ft tall",
        "Solid hardwood interior, aluminum exterior",
        "3 5/8 in stile profile",
        "7 1/2 in or 10 in bottom rail",
        "Two in-stock woods and four more to order",
        "DP 70 impact package",
      ],
      [
        slide(
          "swing-doors/aluminum-wood",
          "An aluminum wood swing door from inside",
          "Wood inside",
          "Finished to match floors, beams and cabinetry.",
        ),
        slide(
          "folding-doors/aluminum-wood",
          "Aluminum wood folding doors",
          "A folding wall to match",
          "The same woods and colors across systems.",
        ),
        slide(
          "sliding-doors/aluminum-wood",
          "Aluminum wood sliding doors",
          "Or a sliding wall",
          "Large sliding panels with the same interior.",
        ),
      ],
    ),
    swingOptions(limits, true),
    metalColorsSection("The exterior aluminum in five in-stock colors or 26 more in Kynar paint."),
    woodSection("The interior of the door, in solid hardwood.", "Douglas fir and sapele mahogany are kept in stock and ship fastest."),
    swingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    swingSizing(limits),
    technicalSection(key, "Aluminum Wood Swing Door", [
      ["Exterior", "Extruded aluminum, Kynar paint or anodized"],
      ["Interior", "Solid kiln-dried hardwood"],
      ["Stile and rail profile", "3 5/8 in, stiles up to 10 ft"],
      ["Bottom rail", "7 1/2 in or 10 in"],
      ["Panel thickness", PANEL_THICKNESS],
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
