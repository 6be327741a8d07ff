import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, text } from "../shared/schema";

const Item = z.object({
  image: ImageField,
  header: Heading.min(1),
  text: text(800).default("").meta({ label: "Text" }),
  call_to_action: CallToAction.optional(),
});

/** A grid of image-and-copy items, two to four across on wide screens. */
export const MultiColumnImageCopyValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  column_count: z
    .number()
    .int()
    .min(2)
    .max(4)
    .default(3)
    .meta({ label: "Items per row on desktops", hint: "From 2 to 4; tablets and phones show fewer." }),
  items: z.array(Item).min(1).max(12).meta({ label: "Items", itemLabel: "item" }),
});
