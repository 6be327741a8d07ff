import { slide, splashUrl } from "../../facts/images";
import { foldingHardware, foldingOptions, foldingSizing, PANEL_THICKNESS, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import { featuresSection, glassSection, metalColorsSection, performanceSection, technicalSection } from "../../facts/sections";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "folding-doors/aluminum";
const limits = systemLimits[key];

export const foldingAluminum: ProductEntry = {
  key,
  major_label: "Folding Doors",
  minor_label: "Aluminum",
  related_products: ["folding-doors/aluminum-thermally-controlled", "sliding-doors/aluminum", "screens/pleated"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "Black aluminum folding doors opened wide onto a pool terrace",
  tagline: "The original wall that opens: strong, narrow and built for wide spans.",
  sections: [
    featuresSection(
      "Narrow aluminum profiles that carry tall glass across the widest openings.",
      [
        "Our aluminum folding door is the system that made the opening wall possible. Extruded aluminum gives the strength to span up to 65 ft with narrow 2 15/16 in stiles and rails, so the view, not the frame, fills the room.",
        "It suits mild and coastal climates, restaurants and hospitality, and any project where slim sightlines and a long service life matter most.",
      ],
      [
        "Narrow 2 15/16 in stile and rail profile",
        "Up to 20 panels, 10 folding to each side",
        "Openings up to 65 ft wide and single lites up to 10 ft tall",
        "DP 70 impact package for hurricane zones",
        "Five in-stock colors and 26 more in Kynar paint",
        "Flush, raised or saddle sills",
      ],
      [
        slide(
          key,
          "Aluminum folding doors open to a pool",
          "Open the whole wall",
          "Panels glide on a top-hung track and stack neatly at one or both jambs.",
        ),
        slide(
          "folding-doors/aluminum-thermally-controlled",
          "Bronze folding doors at dusk",
          "Finish to suit",
          "Anodized and painted finishes from Clear Anodized to Shadow Black.",
        ),
        slide(
          "screens/pleated",
          "A pleated screen across a folding door opening",
          "Screened when you want it",
          "A retractable pleated screen closes the opening to insects, not to the breeze.",
        ),
      ],
    ),
    foldingOptions(limits, true),
    metalColorsSection(),
    foldingHardware,
    glassSection(["Impact-rated laminated units with the DP 70 package"]),
    foldingSizing(limits),
    technicalSection(key, "Aluminum Folding Door", [
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
        uFactor: "From 0.46",
        stc: "Up to 34 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
