import { z } from "zod";
import { CallToAction, ImageField, text } from "../shared/schema";

/** Images that step down in size across a row, above copy set in columns. */
export const SizeSteppedImageValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  images: z.array(ImageField).min(1).max(6),
  /** How many images share a row on desktop before the next row starts. */
  desktop_wrap_count: z.number().int().min(1).max(4).default(3),
  basic_html: text(20000).optional(),
  /** SPEC §9: text column count defaults to 1. */
  copy_col_count: z.number().int().min(1).max(3).default(1),
  call_to_action: CallToAction.optional(),
});
