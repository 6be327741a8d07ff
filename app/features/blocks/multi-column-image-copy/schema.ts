import { z } from "zod";
import { CallToAction, ImageField, text } from "../shared/schema";

const Item = z.object({
  image: ImageField,
  header: text(200).min(1),
  text: text(800).default(""),
  call_to_action: CallToAction.optional(),
});

/** A grid of image-and-copy items, two to four across on wide screens. */
export const MultiColumnImageCopyValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  column_count: z.number().int().min(2).max(4).default(3),
  items: z.array(Item).min(1).max(12),
});
