import { slide, splashUrl } from "../../facts/images";
import { slidingHardware, slidingOptions, slidingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "sliding-doors/aluminum-thermally-controlled";
const limits = systemLimits[key];

export const slidingAluminumThermallyControlled: ProductEntry = {
  key,
  major_label: "Sliding Doors",
  minor_label: "Aluminum Thermally Controlled",
  related_products: ["sliding-doors/aluminum", "folding-doors/aluminum-thermally-controlled", "swing-doors/aluminum-thermally-controlled"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "Bronze thermally controlled sliding doors on a hillside home in daylight",
  tagline: "A thermally broken multi-slide door for demanding climates.",
  sections: [
    featuresSection(
      "Tall sliding panels with a thermal barrier that keeps comfort in.",
      [
        "A continuous polyamide thermal barrier separates the inner and outer aluminum of every frame, sash and interlock. The result is a sliding wall of glass that meets strict energy codes and keeps its inside face comfortable in winter.",
        "Panels up to 12 ft tall still glide with one hand on tandem stainless-steel rollers.",
      ],
      [
        "Polyamide thermal break throughout",
        "Panels up to 12 ft tall",
        "Openings up to 65 ft wide on 1 to 6 tracks",
        "3 5/8 in stile and rail profile",
        "DP 70 impact package",
        "Low-E and triple-silver glass options",
      ],
      [
        slide(
          "sliding-doors/aluminum-thermally-controlled",
          "Thermally controlled sliding doors on a hillside home",
          "Comfort in every season",
          "The thermal break keeps the inside frame close to room temperature.",
        ),
        slide(
          "folding-doors/aluminum-thermally-controlled",
          "Thermally controlled folding doors at dusk",
          "Fold or slide",
          "The same thermal technology in our folding system.",
        ),
        slide(
          "swing-doors/aluminum-thermally-controlled",
          "A thermally controlled swing door at dusk",
          "A matching swing door",
          "Complete the elevation with a swing door of the same profile.",
        ),
      ],
    ),
    slidingOptions(limits, true),
    metalColorsSection(),
    slidingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    slidingSizing(limits),
    technicalSection(key, "Aluminum Thermally Controlled Sliding Door", [
      ["Frame material", "Extruded aluminum with polyamide thermal break"],
      ["Stile and rail profile", lengthOf(3 + 5 / 8)],
      ["Panel thickness", PANEL_THICKNESS],
      ["Finish", "2-coat 70% fluoropolymer (Kynar) paint or anodized"],
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
