import { productImage, slide, splashUrl } from "../../facts/images";
import { featuresSection, screenColorSection, sizingSection, technicalSection } from "../../facts/sections";
import { upTo } from "../../limits/limit-text";
import { systemLimits } from "../../limits/system-limits";
import type { ProductEntry } from "../../types";

const key = "screens/non-pleated";
const limits = systemLimits[key];

export const nonPleatedScreen: ProductEntry = {
  key,
  major_label: "Screens",
  minor_label: "Non-Pleated",
  related_products: ["screens/pleated", "sliding-doors/aluminum", "folding-doors/vinyl"],
  splash_url: splashUrl(key),
  splash_text_theme: "dark",
  alt_text: "A non-pleated screen with a blind across sliding doors by a pool",
  tagline: "A roll-away screen with an optional blind for shade and privacy.",
  sections: [
    featuresSection(
      "A flat insect mesh that rolls away into a slim housing.",
      [
        "The non-pleated screen rolls into a compact cassette at the side of the opening. Add a blind and the same screen gives shade and privacy on bright afternoons.",
        "Single screens cover openings up to 12 ft wide and double screens up to 24 ft, each up to 10 ft high.",
      ],
      [
        "Single screens up to 12 ft wide",
        "Double screens up to 24 ft wide",
        "Up to 10 ft high",
        "Optional blind in five colors",
        "Insect mesh",
        "5-year warranty",
      ],
      [
        slide(
          key,
          "Non-pleated screen across sliding doors by a pool",
          "Shade on demand",
          "Draw the blind for privacy, or the mesh for a breeze.",
        ),
        slide("sliding-doors/aluminum", "Aluminum sliding doors at dusk", "A natural pair", "The natural partner for sliding doors."),
      ],
    ),
    {
      stepKey: "Applications",
      label: "Applications",
      subtitle: "For sliding doors, swing doors and smaller folding openings.",
      content: [
        {
          type: "image_list",
          items: [
            {
              ...productImage("sliding-doors/aluminum", "Sliding doors at dusk"),
              label: "Sliding doors",
              description: "Screens the opening panel without blocking the stack.",
            },
            {
              ...productImage("folding-doors/vinyl", "Vinyl folding doors"),
              label: "Folding doors",
              description: "Double screens meet in the middle of openings up to 24 ft.",
            },
            {
              ...productImage("swing-doors/v2", "A V2 swing door"),
              label: "Swing doors",
              description: "A single screen for entries and garden doors.",
            },
          ],
        },
      ],
    },
    screenColorSection(true),
    {
      stepKey: "Mounting",
      label: "Mounting",
      subtitle: "A slim cassette at the jamb, a low track at the floor.",
      content: [
        {
          type: "single_list",
          items: [
            "<strong>Inside mount</strong> within the door frame",
            "<strong>Face mount</strong> on the wall or trim",
            "Low-profile floor track, or a recessed track for a flush floor",
          ],
        },
      ],
    },
    sizingSection(
      "Single and double screens.",
      [
        ["Single screen, width", upTo(limits.panelWidth.max)],
        ["Double screen, width", upTo(limits.maxWidth)],
        ["Height", upTo(limits.panelHeight.max)],
      ],
      ["Screens are made to the measured opening. Your dealer measures after the doors are installed."],
    ),
    technicalSection(key, "Non-Pleated Screen", [
      ["Frame", "Extruded aluminum, painted or anodized"],
      ["Mesh option", "Insect Mesh only"],
      ["Blind colors", "Coal, Dark Gray, Light Gray, Sand, White"],
      ["Warranty", "5 years"],
    ]),
  ],
};
