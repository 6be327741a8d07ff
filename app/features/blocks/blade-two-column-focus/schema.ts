import { z } from "zod";
import { CallToAction, ImageField, Paragraphs, text } from "../shared/schema";
import { FocusSide, SplitRatio } from "../shared/split";

/** A photograph on the focus side (60 or 70 %) beside a panel of copy. */
export const BladeTwoColumnFocusValue = z.object({
  split_ratio: SplitRatio,
  focus_side: FocusSide,
  image: ImageField,
  kicker: text(120).optional(),
  header: text(200).min(1),
  text: Paragraphs.default([]),
  call_to_action: CallToAction.optional(),
});
