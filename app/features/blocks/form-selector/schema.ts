import { z } from "zod";
import { text } from "../shared/schema";

const Option = z.object({ label: text(120).min(1), value: text(200).min(1) });

/** Only a path of this site or an http(s) address may receive the form; never javascript: or data:. */
const FormUrl = text(2000).regex(/^(\/(?![/\\])|https?:\/\/)/i, "form_url must be a site path or an http(s) URL");

/** SPEC §3 form selector: a dropdown of form types submitted as a GET form to form_url. */
export const FormSelectorValue = z.object({
  title: text(200).min(1),
  sub_title: text(600).optional(),
  form_url: FormUrl,
  form_type_id: z.object({
    label: text(120).default("Choose a form"),
    options: z.array(Option).min(1).max(30),
  }),
  submit_cta: text(60).min(1).default("Continue"),
});
