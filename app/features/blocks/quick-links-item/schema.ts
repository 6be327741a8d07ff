import { z } from "zod";
import { CallToAction, ImageField, text } from "../shared/schema";

/** One row of a quick-links list: consecutive items stack into a list of destinations. */
export const QuickLinksItemValue = z.object({
  title: text(200).min(1),
  text: text(600).optional(),
  image: ImageField.optional(),
  call_to_action: CallToAction.optional(),
});
