import { slide, splashUrl } from "../../facts/images";
import { swingHardware, swingOptions, swingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "swing-doors/aluminum-thermally-controlled";
const limits = systemLimits[key];

export const swingAluminumThermallyControlled: ProductEntry = {
  key,
  major_label: "Swing Doors",
  minor_label: "Aluminum Thermally Controlled",
  related_products: ["swing-doors/aluminum", "folding-doors/aluminum-thermally-controlled", "sliding-doors/aluminum-thermally-controlled"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A black thermally controlled swing door on a hillside home at dusk",
  tagline: "A thermally broken aluminum swing door for every climate.",
  sections: [
    featuresSection(
      "Slim aluminum with a thermal barrier, for entries and patio doors.",
      [
        "A polyamide thermal break runs through frame and door, so the inside face stays close to room temperature in winter and summer alike.",
        "It brings aluminum strength and narrow lines to projects with strict energy targets.",
      ],
      [
        "Polyamide thermal break throughout",
        "3 5/8 in stile profile",
        "Panels up to 10 ft tall",
        "Inswing or outswing",
        "DP 70 impact package",
        "Low-E and triple-silver glass options",
      ],
      [
        slide(
          "swing-doors/aluminum-thermally-controlled",
          "A thermally controlled swing door at dusk",
          "Comfort at the threshold",
          "The thermal barrier stops cold and heat at the frame.",
        ),
        slide(
          "folding-doors/aluminum-thermally-controlled",
          "Thermally controlled folding doors",
          "Part of a family",
          "Folding and sliding doors share the same technology.",
        ),
        slide(
          "sliding-doors/aluminum-thermally-controlled",
          "Thermally controlled sliding doors",
          "Slide beside it",
          "Matching sliding walls for the wider openings.",
        ),
      ],
    ),
    swingOptions(limits, true),
    metalColorsSection(),
    swingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    swingSizing(limits),
    technicalSection(key, "Aluminum Thermally Controlled Swing Door", [
      ["Frame material", "Extruded aluminum with polyamide thermal break"],
      ["Stile and rail profile", lengthOf(3 + 5 / 8)],
      ["Bottom rail", "7 1/2 in or 10 in"],
      ["Panel thickness", PANEL_THICKNESS],
      ["Glazing", "Dual-glazed tempered low-E insulating glass"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 50",
        impact: true,
        water: "Up to 12 psf with raised sill",
        uFactor: "From 0.31",
        stc: "Up to 35 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
