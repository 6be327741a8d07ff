import { slide, splashUrl } from "../../facts/images";
import { slidingHardware, slidingOptions, slidingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "sliding-doors/aluminum";
const limits = systemLimits[key];

export const slidingAluminum: ProductEntry = {
  key,
  major_label: "Sliding Doors",
  minor_label: "Aluminum",
  related_products: ["sliding-doors/aluminum-thermally-controlled", "folding-doors/aluminum", "screens/non-pleated"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "Black aluminum sliding doors framing an ocean view from a living room at dusk",
  tagline: "Tall, slim panels that slide away to frame the view.",
  sections: [
    featuresSection(
      "Expansive glass on narrow aluminum frames, gliding on stainless-steel rollers.",
      [
        "Our aluminum multi-slide door puts the most glass in the least frame. Panels up to 12 ft tall and 6 ft wide glide on tandem stainless-steel rollers and stack behind one another, or slip into a wall pocket and vanish.",
        "Slim interlocks keep the view uninterrupted when the doors are closed, which makes it a favourite for ocean and mountain views.",
      ],
      [
        "Panels up to 12 ft tall",
        "Openings up to 65 ft wide on 1 to 6 tracks",
        "Stacking or pocketing configurations",
        "Narrow 2 15/16 in stiles and interlocks",
        "DP 70 impact package",
        "Five in-stock colors and 26 more in Kynar paint",
      ],
      [
        slide(
          "sliding-doors/aluminum",
          "Aluminum sliding doors at dusk",
          "All view",
          "Narrow interlocks keep the glass, not the frame, in the picture.",
        ),
        slide(
          "screens/non-pleated",
          "A non-pleated screen across a sliding opening",
          "Screens that disappear",
          "A non-pleated screen with an optional blind rolls away when not needed.",
        ),
        slide(
          "folding-doors/aluminum",
          "Aluminum folding doors by a pool",
          "Fold instead",
          "Where the whole opening must clear, consider the aluminum folding door.",
        ),
      ],
    ),
    slidingOptions(limits, true),
    metalColorsSection(),
    slidingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    slidingSizing(limits),
    technicalSection(key, "Aluminum Sliding Door", [
      ["Frame material", "Extruded 6063-T6 aluminum"],
      ["Stile and rail profile", lengthOf(2 + 15 / 16)],
      ["Panel thickness", PANEL_THICKNESS],
      ["Finish", "2-coat 70% fluoropolymer (Kynar) paint or anodized"],
      ["Glazing", "Dual-glazed tempered insulating glass, laminated options"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 50",
        impact: true,
        water: "Up to 12 psf with raised sill",
        uFactor: "From 0.45",
        stc: "Up to 34 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
