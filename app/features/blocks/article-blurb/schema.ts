import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, Paragraphs } from "../shared/schema";

/** A short teaser for an article or a section: optional image, heading, a few lines and a link. */
export const ArticleBlurbValue = z.object({
  kicker: Kicker,
  header: Heading.min(1),
  text: Paragraphs.max(5).default([]),
  image: ImageField.optional(),
  call_to_action: CallToAction.optional(),
});
