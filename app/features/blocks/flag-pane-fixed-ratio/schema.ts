import { z } from "zod";
import { CallToAction, ImageField, Paragraphs, text } from "../shared/schema";

/** A flag pane whose image is cropped to a fixed ratio, whatever the photograph's own shape. */
export const FlagPaneFixedRatioValue = z.object({
  kicker: text(120).optional(),
  header: text(200).min(1),
  text: Paragraphs.default([]),
  image: ImageField,
  align_image: z.enum(["left", "right"]).default("left"),
  image_ratio: z.enum(["4_3", "1_1", "4_5"]).default("4_3"),
  call_to_action: CallToAction.optional(),
});
