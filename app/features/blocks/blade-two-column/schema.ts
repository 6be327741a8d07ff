import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, Paragraphs } from "../shared/schema";
import { FocusSide, SplitRatio } from "../shared/split";

const Column = z
  .object({
    kicker: Kicker,
    header: Heading.optional(),
    text: Paragraphs.default([]),
    image: ImageField.optional(),
    call_to_action: CallToAction.optional(),
  })
  .refine((column) => column.header || column.text.length > 0 || column.image, "a column needs a header, text or an image");

/** Two columns side by side, 60/40 or 70/30, the focus side taking the larger share. */
export const BladeTwoColumnValue = z.object({
  split_ratio: SplitRatio,
  focus_side: FocusSide,
  left: Column.meta({ label: "Left column", hint: "A heading, text or an image, at least one of them." }),
  right: Column.meta({ label: "Right column", hint: "A heading, text or an image, at least one of them." }),
});
