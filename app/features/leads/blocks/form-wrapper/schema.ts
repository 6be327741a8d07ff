import { z } from "zod";
import { text } from "~/features/blocks/index.server";
import { leadForms } from "../../options";

/** One of the lead forms inside a content page. */
export const FormWrapperValue = z.object({
  form: z.enum(leadForms),
  title: text(200).optional(),
});
