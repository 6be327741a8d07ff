import { slide, splashUrl } from "../../facts/images";
import { foldingHardware, foldingOptions, foldingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection, woodSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";

const key = "folding-doors/contemporary-clad";
const limits = systemLimits[key];

export const foldingContemporaryClad: ProductEntry = {
  key,
  major_label: "Folding Doors",
  minor_label: "Contemporary Clad",
  related_products: ["folding-doors/aluminum-wood", "sliding-doors/contemporary-clad", "swing-doors/contemporary-clad"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A living room with bronze clad folding doors opened to the hills",
  tagline: "Square, modern profiles: clad in aluminum outside, wood within.",
  sections: [
    featuresSection(
      "Crisp, square-edged wood panels clad in aluminum for a contemporary elevation.",
      [
        "Contemporary Clad pairs a wood interior with a thin aluminum cladding on the exterior. The profiles are square-cut, without the sculpted mouldings of a traditional door, for clean lines in modern homes.",
        "The cladding protects the wood from weather while the interior brings the warmth of real timber to the room.",
      ],
      [
        "Square, contemporary profiles inside and out",
        "Wood interior with aluminum exterior cladding",
        "3 5/8 in stile and rail profile",
        "Up to 20 panels and openings up to 65 ft wide",
        "Single lites up to 10 ft tall",
        "Any of 31 exterior colors",
      ],
      [
        slide(
          key,
          "Contemporary clad folding doors from inside",
          "Square and calm",
          "Flat, square profiles suit minimal interiors and modern facades.",
        ),
        slide(
          "sliding-doors/contemporary-clad",
          "Contemporary clad sliding doors by a pool",
          "Slide or fold",
          "The same cladding and woods in a lift-free sliding system.",
        ),
        slide(
          "swing-doors/contemporary-clad",
          "A contemporary clad swing door in the city",
          "An entry to match",
          "Swing doors complete the family for entries and side doors.",
        ),
      ],
    ),
    foldingOptions(limits, true),
    metalColorsSection("The exterior cladding in five in-stock colors or 26 more in Kynar paint."),
    woodSection("The interior wood, with square-cut profiles.", "Douglas fir and sapele mahogany are kept in stock for the interior."),
    foldingHardware,
    glassSection(),
    foldingSizing(limits),
    technicalSection(key, "Contemporary Clad Folding Door", [
      ["Exterior", "Aluminum cladding, Kynar paint or anodized"],
      ["Interior", "Engineered wood core with solid hardwood faces"],
      ["Stile and rail profile", "3 5/8 in, square"],
      ["Panel thickness", PANEL_THICKNESS],
      ["Glazing", "Dual-glazed tempered low-E insulating glass"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 50",
        impact: true,
        water: "Up to 9 psf with raised sill",
        uFactor: "From 0.30",
        stc: "Up to 35 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
