import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, text } from "../shared/schema";

/** Images that step down in size across a row, above copy set in columns. */
export const SizeSteppedImageValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  images: z
    .array(ImageField)
    .min(1)
    .max(6)
    .meta({ label: "Images", itemLabel: "image", hint: "Each picture in a row is a step smaller than the one before." }),
  /** How many images share a row on desktop before the next row starts. */
  desktop_wrap_count: z
    .number()
    .int()
    .min(1)
    .max(4)
    .default(3)
    .meta({ label: "Images per row on desktops", hint: "From 1 to 4; more start a new row." }),
  basic_html: text(20000).optional().meta({ label: "Text" }),
  /** SPEC §9: text column count defaults to 1. */
  copy_col_count: z
    .number()
    .int()
    .min(1)
    .max(3)
    .default(1)
    .meta({ label: "Text columns on desktops", hint: "The text flows into 1 to 3 columns." }),
  call_to_action: CallToAction.optional(),
});
