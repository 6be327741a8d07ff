import { z } from "zod";
import { text } from "~/features/blocks/index.server";
import { leadForms } from "../../options";
import { leadFormTitles } from "../../titles";

/** One of the lead forms inside a content page. */
export const FormWrapperValue = z.object({
  form: z.enum(leadForms).meta({ label: "Form", optionLabels: leadFormTitles }),
  title: text(200).optional().meta({ label: "Heading", hint: "Shown above the form; empty shows none." }),
});
