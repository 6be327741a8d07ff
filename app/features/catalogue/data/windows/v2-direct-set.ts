import { productImage, splashUrl } from "../../facts/images";
import { RATINGS_NOTE, ratingRows } from "../../facts/lines";
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

const key = "windows/v2-direct-set";
const limits = systemLimits[key];

const sizeRows = [
  ["Width", upTo(limits.panelWidth.max)],
  ["Height", upTo(limits.panelHeight.max)],
];

export const v2DirectSet: ProductEntry = {
  key,
  major_label: "Windows",
  minor_label: "V2 Direct Set",
  related_products: ["folding-doors/v2", "swing-doors/v2", "windows/servery-window"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A modern city house at dusk with black V2 Direct Set windows beside its glass doors",
  tagline: "Fixed glass in V2 profiles, set directly into the frame.",
  sections: [
    featuresSection(
      "Picture windows and transoms that line up with V2 doors.",
      [
        "V2 Direct Set windows set the glass directly into a slim V2 frame, with no operable sash. The sightlines match V2 folding and swing doors, so fixed and opening glass read as one wall.",
        "Use them as transoms above doors, sidelites beside them, or as large picture windows on their own.",
      ],
      [
        "Fixed glass in slim V2 frames",
        "Transoms, sidelites and picture windows",
        "Sightlines that align with V2 doors",
        "Five in-stock colors",
        "Dual-glazed tempered glass",
      ],
    ),
    optionsSection([
      { label: "Shapes", items: ["Rectangles, transoms and stacked units", "Mulled assemblies with V2 doors"] },
      { label: "Glass", items: ["Low-E coatings by climate", "Laminated glass for security and sound"] },
    ]),
    metalColorsSection(),
    glassSection(),
    {
      ...sizingSection("From a narrow sidelite to a wall of glass.", sizeRows, [
        "Larger walls are built from mulled units that align with the door panels beside them.",
      ]),
      content: [
        {
          type: "flex_images",
          label: "Where V2 Direct Set goes",
          largeImages: true,
          images: [
            { ...productImage(key, "V2 Direct Set windows on a city house"), caption: "Picture windows beside a glass door" },
            { ...productImage("folding-doors/v2", "V2 folding doors below V2 transoms"), caption: "Transoms over a folding wall" },
          ],
        },
        {
          type: "table",
          label: "Size limits",
          rows: [["", "Maximum"], ...sizeRows],
        },
      ],
    },
    technicalSection(key, "V2 Direct Set Window", [
      ["Frame material", "Extruded 6063-T6 aluminum"],
      ["Frame profile", "2 3/4 in V2 sightline"],
      ["Glazing", "Direct set, dual-glazed tempered insulating glass"],
      ["Finish", "2-coat 70% fluoropolymer (Kynar) paint or anodized"],
    ]),
    performanceSection(
      ratingRows({
        designPressure: "Up to DP 50",
        impact: false,
        water: "Up to 9 psf",
        uFactor: "From 0.40",
        stc: "Up to 34 with laminated glass",
      }),
      RATINGS_NOTE,
    ),
  ],
};
