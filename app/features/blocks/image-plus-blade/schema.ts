import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, Paragraphs } from "../shared/schema";

/** A full-width photograph with its caption, then a heading and copy set side by side. */
export const ImagePlusBladeValue = z.object({
  image: ImageField,
  kicker: Kicker,
  header: Heading.min(1),
  text: Paragraphs.min(1),
  call_to_action: CallToAction.optional(),
});
