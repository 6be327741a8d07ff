import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, Paragraphs } from "../shared/schema";
import { FocusSide, SplitRatio } from "../shared/split";

/** A photograph on the focus side (60 or 70 %) beside a panel of copy. */
export const BladeTwoColumnFocusValue = z.object({
  split_ratio: SplitRatio,
  focus_side: FocusSide.meta({ label: "Image side", hint: "The image takes the larger share, on this side." }),
  image: ImageField,
  kicker: Kicker,
  header: Heading.min(1),
  text: Paragraphs.default([]),
  call_to_action: CallToAction.optional(),
});
