import { z } from "zod";
import { CallToAction, ImageField, Paragraphs, text } from "../shared/schema";

/** A short teaser for an article or a section: optional image, heading, a few lines and a link. */
export const ArticleBlurbValue = z.object({
  kicker: text(120).optional(),
  header: text(200).min(1),
  text: Paragraphs.max(5).default([]),
  image: ImageField.optional(),
  call_to_action: CallToAction.optional(),
});
