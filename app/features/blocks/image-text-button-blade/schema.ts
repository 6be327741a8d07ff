import { z } from "zod";
import { ButtonField, ImageField, Paragraphs, text } from "../shared/schema";

/** A wide photograph with a panel of copy and buttons overlapping its edge. */
export const ImageTextButtonBladeValue = z.object({
  image: ImageField,
  align_image: z.enum(["left", "right"]).default("left"),
  kicker: text(120).optional(),
  header: text(200).min(1),
  text: Paragraphs.default([]),
  buttons: z
    .array(ButtonField)
    .max(3)
    .default([])
    .transform((buttons) => buttons.filter((button) => button !== undefined)),
});
