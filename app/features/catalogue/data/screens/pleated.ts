import { productImage, slide, splashUrl } from "../../facts/images";
import { featuresSection, screenColorSection, sizingSection, technicalSection } from "../../facts/sections";
import { upTo } from "../../limits/limit-text";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";

const key = "screens/pleated";
const limits = systemLimits[key];

export const pleatedScreen: ProductEntry = {
  key,
  major_label: "Screens",
  minor_label: "Pleated",
  related_products: ["screens/non-pleated", "folding-doors/aluminum", "swing-doors/aluminum"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A pleated screen drawn across a wide folding door opening to a garden",
  tagline: "A retractable screen that folds away to almost nothing.",
  sections: [
    featuresSection(
      "Fresh air without insects, across openings up to 32 ft wide.",
      [
        "The pleated screen draws across the opening like a curtain and folds into a slim stack when you are done. Its mesh is pleated so it stays taut at any position, and it needs no spring or motor to hold its place.",
        "It is designed for our folding, sliding and swing doors, and for openings of almost any size up to 32 ft wide by 10 ft 6 in high.",
      ],
      [
        "Openings up to 32 ft wide by 10 ft 6 in high",
        "French door single screen up to 14 ft 6 in wide",
        "Stops at any point along the opening",
        "Low-profile bottom track that is easy to step over",
        "Frames in the five in-stock door colors",
        "5-year warranty",
      ],
      [
        slide(
          key,
          "Pleated screen across a folding door opening",
          "Draw it like a curtain",
          "The screen glides from one side or meets in the middle.",
        ),
        slide(
          "folding-doors/aluminum",
          "Aluminum folding doors opened to a pool",
          "Made for wide openings",
          "Sized to the folding and sliding walls it protects.",
        ),
      ],
    ),
    {
      stepKey: "Applications",
      label: "Applications",
      subtitle: "One screen system for every kind of opening we make.",
      content: [
        {
          type: "image_list",
          items: [
            {
              ...productImage("folding-doors/aluminum", "Folding doors opened to a pool"),
              label: "Folding doors",
              description: "Single or double screens across openings up to 32 ft wide.",
            },
            {
              ...productImage("sliding-doors/aluminum", "Sliding doors at dusk"),
              label: "Sliding doors",
              description: "Screens the open panel of a stacking or pocketing door.",
            },
            {
              ...productImage("swing-doors/aluminum", "A swing door by a pool"),
              label: "French doors",
              description: "A single screen up to 14 ft 6 in wide covers both leaves.",
            },
          ],
        },
      ],
    },
    screenColorSection(false),
    {
      stepKey: "Mounting",
      label: "Mounting",
      subtitle: "Installed inside or outside the door frame.",
      content: [
        {
          type: "single_list",
          items: [
            "<strong>Inside mount</strong> within the door frame, for a clean, integrated look",
            "<strong>Face mount</strong> on the wall or trim, for openings that are out of square",
            "Optional recessed bottom track for a flush floor",
          ],
        },
      ],
    },
    sizingSection(
      "Sized to the door it serves.",
      [
        ["Double screen, width", upTo(limits.maxWidth)],
        ["French door single screen, width", upTo(limits.maxWidthBy.single)],
        ["Height", upTo(limits.panelHeight.max)],
      ],
      ["Screens are made to the measured opening. Your dealer measures after the doors are installed."],
    ),
    technicalSection(key, "Pleated Screen", [
      ["Frame", "Extruded aluminum, painted or anodized"],
      ["Mesh", "Pleated polyester insect mesh"],
      ["Operation", "Manual, with a magnetic latch"],
      ["Warranty", "5 years"],
    ]),
  ],
};
