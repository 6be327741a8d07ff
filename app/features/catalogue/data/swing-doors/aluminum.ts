import { slide, splashUrl } from "../../facts/images";
import { swingHardware, swingOptions, swingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "swing-doors/aluminum";
const limits = systemLimits[key];

export const swingAluminum: ProductEntry = {
  key,
  major_label: "Swing Doors",
  minor_label: "Aluminum",
  related_products: ["swing-doors/aluminum-thermally-controlled", "folding-doors/aluminum", "sliding-doors/aluminum"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A bronze aluminum swing door opening onto a pool terrace at golden hour",
  tagline: "Generous glass in a strong, narrow aluminum door.",
  sections: [
    featuresSection(
      "Tall single and French doors with aluminum strength and slim lines.",
      [
        "Our aluminum swing door carries tall glass in narrow 2 15/16 in stiles, making an everyday door feel like part of the glass wall around it.",
        "It is built for exposure: Kynar-painted or anodized finishes, multipoint locks and an impact package rated to DP 70.",
      ],
      [
        "Narrow 2 15/16 in stiles",
        "Single, French, sidelite and transom configurations",
        "Panels up to 10 ft tall",
        "7 1/2 in or 10 in bottom rail",
        "DP 70 impact package",
        "Five in-stock colors and 26 more in Kynar paint",
      ],
      [
        slide(
          "swing-doors/aluminum",
          "An aluminum swing door by a pool",
          "Made for use",
          "A door that opens every day, with the sightlines of a glass wall.",
        ),
        slide(
          "folding-doors/aluminum",
          "Aluminum folding doors by a pool",
          "Beside a folding wall",
          "Matching profiles and finishes for folding and swing doors.",
        ),
        slide(
          "sliding-doors/aluminum",
          "Aluminum sliding doors at dusk",
          "Or a sliding wall",
          "Finishes match across every aluminum system.",
        ),
      ],
    ),
    swingOptions(limits, true),
    metalColorsSection(),
    swingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    swingSizing(limits),
    technicalSection(key, "Aluminum Swing Door", [
      ["Frame material", "Extruded 6063-T6 aluminum"],
      ["Stile and rail profile", lengthOf(2 + 15 / 16)],
      ["Bottom rail", "7 1/2 in or 10 in"],
      ["Panel thickness", PANEL_THICKNESS],
      ["Glazing", "Dual-glazed tempered insulating glass, laminated options"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 50",
        impact: true,
        water: "Up to 12 psf with raised sill",
        uFactor: "From 0.46",
        stc: "Up to 34 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
