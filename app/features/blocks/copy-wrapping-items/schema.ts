import { z } from "zod";
import { CallToAction, ImageField, text } from "../shared/schema";

const WrappingItem = z.object({
  title: text(200).min(1),
  text: text(2000).default(""),
  image: ImageField.optional(),
  call_to_action: CallToAction.optional(),
});

/** A heading and copy over items that wrap into desktop_wrap_count columns on wide screens. */
export const CopyWrappingItemsValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  copy: text(3000).optional(),
  desktop_wrap_count: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .default(3),
  items: z.array(WrappingItem).min(1).max(24),
});
