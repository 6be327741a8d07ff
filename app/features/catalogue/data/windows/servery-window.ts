import { slide, splashUrl } from "../../facts/images";
import { foldingHardware, RATINGS_NOTE, ratingRows } from "../../facts/lines";
import {
  featuresSection,
  glassSection,
  metalColorsSection,
  optionsSection,
  performanceSection,
  sizingSection,
  technicalSection,
} from "../../facts/sections";
import { upTo } from "../../limits/limit-text";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";
import { lengthOf } from "../../limits/limit-text";

const key = "windows/servery-window";
const limits = systemLimits[key];

export const serveryWindow: ProductEntry = {
  key,
  major_label: "Windows",
  minor_label: "Servery Windows",
  related_products: ["folding-doors/aluminum", "windows/v2-direct-set", "screens/pleated"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A restaurant with bronze folding servery windows opened to an outdoor counter at golden hour",
  tagline: "A folding window that turns a kitchen or bar into a serving counter.",
  sections: [
    featuresSection(
      "Fold the window away and pass food and drinks straight outside.",
      [
        "The servery window is a folding window on a counter-height sill. Its panels fold and stack to the side, opening a kitchen to a patio, a bar to a pool deck or a café to the street.",
        "It uses the rolling system and hardware of our aluminum folding doors, scaled to a window.",
      ],
      [
        "Panels fold and stack to one or both sides",
        "Counter-height sill with drainage",
        "Kynar-painted or anodized aluminum",
        "Multipoint locking",
        "Matching pleated screen",
      ],
      [
        slide(key, "Servery windows opened to an outdoor counter", "A counter to the outdoors", "Hand plates straight out to the terrace."),
        slide(
          "folding-doors/aluminum",
          "Aluminum folding doors by a pool",
          "Pairs with folding doors",
          "The same finishes as the folding doors beside it.",
        ),
      ],
    ),
    optionsSection([
      { label: "Sill", items: ["Counter-ready sill for stone or wood tops", "Flush sill for a continuous countertop"] },
      { label: "Screens", items: ["Pleated screen sized to the window"] },
    ]),
    metalColorsSection(),
    foldingHardware,
    glassSection(),
    sizingSection(
      "From a bar hatch to a full kitchen wall.",
      [
        ["Panels", `Up to ${limits.maxPanels}`],
        ["Overall width", upTo(limits.maxWidth)],
        ["Panel height", upTo(limits.panelHeight.max)],
      ],
      ["Sill height follows the counter; we build to the measured opening."],
    ),
    technicalSection(key, "Servery Window", [
      ["Frame material", "Extruded 6063-T6 aluminum"],
      ["Stile and rail profile", lengthOf(2 + 15 / 16)],
      ["Finish", "2-coat 70% fluoropolymer (Kynar) paint or anodized"],
      ["Glazing", "Dual-glazed tempered insulating glass"],
    ]),
    performanceSection(
      ratingRows({ designPressure: "Up to DP 40", impact: false, water: "Up to 6 psf", uFactor: "From 0.46", stc: "Up to 32" }),
      RATINGS_NOTE,
    ),
  ],
};
