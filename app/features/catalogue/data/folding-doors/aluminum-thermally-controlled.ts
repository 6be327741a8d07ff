import { slide, splashUrl } from "../../facts/images";
import { foldingHardware, foldingOptions, foldingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "folding-doors/aluminum-thermally-controlled";
const limits = systemLimits[key];

export const foldingAluminumThermallyControlled: ProductEntry = {
  key,
  major_label: "Folding Doors",
  minor_label: "Aluminum Thermally Controlled",
  related_products: ["folding-doors/aluminum", "sliding-doors/aluminum-thermally-controlled", "swing-doors/aluminum-thermally-controlled"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "Bronze thermally controlled folding doors glowing at dusk in the hills",
  tagline: "All the strength of aluminum, with a thermal break for four-season comfort.",
  sections: [
    featuresSection(
      "A thermally broken aluminum folding door for cold winters and hot summers.",
      [
        "A polyamide thermal barrier runs through every frame and panel profile, separating the outside aluminum from the inside. Heat and cold stay where they belong, the inside face stays close to room temperature, and condensation has nowhere to form.",
        "Choose it where energy codes are strict or the climate is demanding, without giving up the span and slim lines of aluminum.",
      ],
      [
        "Polyamide thermal break in frames and panels",
        "3 5/8 in stile and rail profile",
        "Up to 20 panels and openings up to 65 ft wide",
        "Single lites up to 10 ft tall",
        "DP 70 impact package",
        "Low-E and triple-silver glass for Title 24 and ENERGY STAR",
      ],
      [
        slide(
          key,
          "Thermally controlled folding doors at dusk",
          "Warm inside, cool outside",
          "The thermal break keeps the inner frame comfortable to the touch in any season.",
        ),
        slide(
          "sliding-doors/aluminum-thermally-controlled",
          "Thermally controlled sliding doors on a hillside home",
          "One family of performance",
          "Sliding and swing doors share the same thermal technology and finishes.",
        ),
        slide(
          "folding-doors/aluminum",
          "Aluminum folding doors by a pool",
          "Slim where it counts",
          "Sightlines stay narrow even with the added thermal barrier.",
        ),
      ],
    ),
    foldingOptions(limits, true),
    metalColorsSection(),
    foldingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    foldingSizing(limits),
    technicalSection(key, "Aluminum Thermally Controlled Folding Door", [
      ["Frame material", "Extruded aluminum with polyamide thermal break"],
      ["Stile and rail profile", lengthOf(3 + 5 / 8)],
      ["Panel thickness", PANEL_THICKNESS],
      ["Finish", "2-coat 70% fluoropolymer (Kynar) paint or anodized, inside and out"],
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
