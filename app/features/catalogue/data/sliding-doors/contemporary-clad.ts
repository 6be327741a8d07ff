import { slide, splashUrl } from "../../facts/images";
import { slidingHardware, slidingOptions, slidingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection, woodSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";

const key = "sliding-doors/contemporary-clad";
const limits = systemLimits[key];

export const slidingContemporaryClad: ProductEntry = {
  key,
  major_label: "Sliding Doors",
  minor_label: "Contemporary Clad",
  related_products: ["sliding-doors/aluminum-wood", "folding-doors/contemporary-clad", "swing-doors/contemporary-clad"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "White clad sliding doors opening a modern house to its pool",
  tagline: "Square-edged, modern sliding doors with a wood heart.",
  sections: [
    featuresSection(
      "Clean, square profiles clad in aluminum outside, wood inside.",
      [
        "Contemporary Clad sliding doors are drawn for modern architecture: square edges, flat faces and no mouldings. Aluminum cladding protects the exterior, and real wood warms the interior.",
        "Panels up to 12 ft tall move on stainless-steel rollers and stack or pocket out of sight.",
      ],
      [
        "Square, contemporary profiles",
        "Wood interior with aluminum exterior cladding",
        "Panels up to 12 ft tall",
        "Openings up to 65 ft wide on 1 to 6 tracks",
        "3 5/8 in stile and rail profile",
        "Any of 31 exterior colors",
      ],
      [
        slide(
          "sliding-doors/contemporary-clad",
          "Contemporary clad sliding doors by a pool",
          "Modern by design",
          "Square profiles suit flat roofs, long eaves and minimal interiors.",
        ),
        slide(
          "folding-doors/contemporary-clad",
          "Contemporary clad folding doors from inside",
          "Fold instead",
          "Choose the folding system when the whole opening must clear.",
        ),
        slide("swing-doors/contemporary-clad", "A contemporary clad swing door", "A matching entry", "Swing doors complete the family."),
      ],
    ),
    slidingOptions(limits, true),
    metalColorsSection("The exterior cladding in five in-stock colors or 26 more in Kynar paint."),
    woodSection("The interior wood, with square-cut profiles.", "Douglas fir and sapele mahogany are kept in stock for the interior."),
    slidingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    slidingSizing(limits),
    technicalSection(key, "Contemporary Clad Sliding Door", [
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
