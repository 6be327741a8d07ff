import { z } from "zod";
import { CallToAction, ImageField, text } from "../shared/schema";

/** One row of a quick-links list: consecutive items stack into a list of destinations. */
export const QuickLinksItemValue = z.object({
  title: text(200).min(1).meta({ label: "Heading", hint: "Quick links placed one after another on the page stack into a single list." }),
  text: text(600).optional().meta({ label: "Text" }),
  image: ImageField.optional(),
  call_to_action: CallToAction.optional(),
});
