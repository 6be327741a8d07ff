import { slide, splashUrl } from "../../facts/images";
import { foldingHardware, foldingOptions, foldingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, performanceSection, technicalSection } from "../../facts/sections";
import { swatch, vinylColors } from "../../facts/finishes";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "folding-doors/vinyl";
const limits = systemLimits[key];

export const foldingVinyl: ProductEntry = {
  key,
  major_label: "Folding Doors",
  minor_label: "Vinyl",
  related_products: ["folding-doors/aluminum", "folding-doors/v2", "screens/pleated"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "White vinyl folding doors opening a family room to the garden",
  tagline: "An energy-efficient folding door for openings up to six panels.",
  sections: [
    featuresSection(
      "Multi-chambered vinyl frames that insulate well and ask for almost no care.",
      [
        "Our vinyl folding door brings the opening wall to family homes and remodels. Multi-chambered, steel-reinforced vinyl frames insulate naturally, never need painting, and clean with soap and water.",
        "Configurations of up to six panels suit the openings of most living rooms, kitchens and patios.",
      ],
      [
        "Up to 6 panels",
        "Multi-chambered, steel-reinforced frames",
        "Single lites up to 10 ft tall",
        "Color through the frame in White or Tan",
        "Low-E glass as standard",
        "The same top-hung rolling system as our aluminum doors",
      ],
      [
        slide(
          key,
          "Vinyl folding doors opened to a garden",
          "Made for family life",
          "Durable frames that keep their color without repainting.",
        ),
        slide(
          "screens/pleated",
          "A pleated screen in a folding door opening",
          "Add a screen",
          "A pleated screen keeps insects out when the doors are open.",
        ),
        slide(
          "folding-doors/v2",
          "V2 folding doors at golden hour",
          "Need more panels?",
          "For wider openings, V2 and our aluminum systems reach 20 panels.",
        ),
      ],
    ),
    foldingOptions(limits, false),
    {
      stepKey: "Color Options",
      label: "Color Options",
      subtitle: "Color runs through the vinyl, so scratches never show another color.",
      content: [
        {
          type: "swatches_single",
          key: "in-stock-colors",
          label: "Frame Colors",
          description: "White and Tan frames, inside and out.",
          swatches: vinylColors.map((finish) => swatch(finish)),
        },
      ],
    },
    foldingHardware,
    glassSection(),
    foldingSizing(limits),
    technicalSection(key, "Vinyl Folding Door", [
      ["Frame material", "Multi-chambered uPVC, steel reinforced"],
      ["Stile and rail profile", lengthOf(3 + 5 / 8)],
      ["Panel thickness", PANEL_THICKNESS],
      ["Finish", "Color through the material"],
      ["Glazing", "Dual-glazed tempered low-E insulating glass"],
    ]),
    performanceSection(
      ratingRows({ designPressure: "Up to DP 30", impact: false, water: "Up to 4.5 psf", uFactor: "From 0.29", stc: "Up to 32" }),
      RATINGS_NOTE,
    ),
  ],
};
