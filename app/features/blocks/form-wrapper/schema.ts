import { z } from "zod";
import { leadForms } from "../../forms";
import { text } from "../shared/schema";

/** One of the lead forms inside a content page. */
export const FormWrapperValue = z.object({
  form: z.enum(leadForms),
  title: text(200).optional(),
});
