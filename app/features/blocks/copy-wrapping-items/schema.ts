import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, text } from "../shared/schema";

const WrappingItem = z.object({
  title: text(200).min(1).meta({ label: "Heading" }),
  text: text(2000).default("").meta({ label: "Text" }),
  image: ImageField.optional(),
  call_to_action: CallToAction.optional(),
});

/** A heading and copy over items that wrap into desktop_wrap_count columns on wide screens. */
export const CopyWrappingItemsValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  copy: text(3000).optional().meta({ label: "Text", hint: "Shown under the heading, above the items." }),
  desktop_wrap_count: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .default(3)
    .meta({ label: "Items per row on desktops", hint: "From 1 to 4; tablets and phones show fewer." }),
  items: z.array(WrappingItem).min(1).max(24).meta({ label: "Items", itemLabel: "item" }),
});
