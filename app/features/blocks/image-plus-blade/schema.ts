import { z } from "zod";
import { CallToAction, ImageField, Paragraphs, text } from "../shared/schema";

/** A full-width photograph with its caption, then a heading and copy set side by side. */
export const ImagePlusBladeValue = z.object({
  image: ImageField,
  kicker: text(120).optional(),
  header: text(200).min(1),
  text: Paragraphs.min(1),
  call_to_action: CallToAction.optional(),
});
