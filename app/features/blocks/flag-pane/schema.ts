import { z } from "zod";
import { CallToAction, ImageField, Paragraphs, text } from "../shared/schema";

export const FlagPaneValue = z.object({
  kicker: text(120).optional(),
  header: text(200).min(1),
  text: Paragraphs.default([]),
  image: ImageField,
  align_image: z.enum(["left", "right"]).default("left"),
  call_to_action: CallToAction.optional(),
});
