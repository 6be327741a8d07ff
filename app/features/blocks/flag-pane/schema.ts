import { z } from "zod";
import { CallToAction, Heading, ImageField, ImageSide, Kicker, Paragraphs } from "../shared/schema";

export const FlagPaneValue = z.object({
  kicker: Kicker,
  header: Heading.min(1),
  text: Paragraphs.default([]),
  image: ImageField,
  align_image: ImageSide,
  call_to_action: CallToAction.optional(),
});
