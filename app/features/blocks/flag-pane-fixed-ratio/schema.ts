import { z } from "zod";
import { CallToAction, Heading, ImageField, ImageSide, Kicker, Paragraphs } from "../shared/schema";

/** A flag pane whose image is cropped to a fixed ratio, whatever the photograph's own shape. */
export const FlagPaneFixedRatioValue = z.object({
  kicker: Kicker,
  header: Heading.min(1),
  text: Paragraphs.default([]),
  image: ImageField,
  align_image: ImageSide,
  image_ratio: z
    .enum(["4_3", "1_1", "4_5"])
    .default("4_3")
    .meta({
      label: "Image shape",
      hint: "The picture is cropped to this shape, whatever its own.",
      optionLabels: { "4_3": "Landscape (4 : 3)", "1_1": "Square", "4_5": "Portrait (4 : 5)" },
    }),
  call_to_action: CallToAction.optional(),
});
