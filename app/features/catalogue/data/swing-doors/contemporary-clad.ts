import { slide, splashUrl } from "../../facts/images";
import { swingHardware, swingOptions, swingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection, woodSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";

const key = "swing-doors/contemporary-clad";
const limits = systemLimits[key];

export const swingContemporaryClad: ProductEntry = {
  key,
  major_label: "Swing Doors",
  minor_label: "Contemporary Clad",
  related_products: ["swing-doors/aluminum-wood", "folding-doors/contemporary-clad", "sliding-doors/contemporary-clad"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A bronze contemporary clad swing door on a city house at golden hour",
  tagline: "A square-edged modern entry, clad outside and wood within.",
  sections: [
    featuresSection(
      "Flat, square profiles for modern homes, with the warmth of wood inside.",
      [
        "Contemporary Clad swing doors share the square, moulding-free profiles of our Contemporary Clad folding and sliding doors. Aluminum cladding takes the weather; wood faces the room.",
        "Add sidelites and transoms in matching profiles to build a complete modern entry.",
      ],
      [
        "Square, contemporary profiles",
        "Wood interior with aluminum exterior cladding",
        "Panels up to 10 ft tall",
        "7 1/2 in or 10 in bottom rail",
        "Sidelites and transoms",
        "Any of 31 exterior colors",
      ],
      [
        slide(
          "swing-doors/contemporary-clad",
          "A contemporary clad swing door in the city",
          "Modern entries",
          "Square lines and flush glazing for contemporary architecture.",
        ),
        slide(
          "folding-doors/contemporary-clad",
          "Contemporary clad folding doors",
          "Fold the wall",
          "The same cladding in the folding system.",
        ),
        slide("sliding-doors/contemporary-clad", "Contemporary clad sliding doors", "Slide the wall", "And in the sliding system."),
      ],
    ),
    swingOptions(limits, true),
    metalColorsSection("The exterior cladding in five in-stock colors or 26 more in Kynar paint."),
    woodSection("The interior wood, with square-cut profiles.", "Douglas fir and sapele mahogany are kept in stock for the interior."),
    swingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    swingSizing(limits),
    technicalSection(key, "Contemporary Clad Swing Door", [
      ["Exterior", "Aluminum cladding, Kynar paint or anodized"],
      ["Interior", "Engineered wood core with solid hardwood faces"],
      ["Stile and rail profile", "3 5/8 in, square"],
      ["Bottom rail", "7 1/2 in or 10 in"],
      ["Panel thickness", PANEL_THICKNESS],
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
