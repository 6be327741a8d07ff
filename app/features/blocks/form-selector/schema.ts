import { z } from "zod";
import { LINK_HINT, text } from "../shared/schema";

const Option = z.object({
  label: text(120).min(1).meta({ label: "What the list shows", hint: "Such as “Request a quote”." }),
  value: text(200).min(1).meta({ label: "Value sent", hint: "What the form's page receives as form_type_id, such as quote." }),
});

/** Only a path of this site or an http(s) address may receive the form; never javascript: or data:. */
const FormUrl = text(2000)
  .regex(/^(\/(?![/\\])|https?:\/\/)/i, "form_url must be a site path or an http(s) URL")
  .meta({ label: "Form's page", hint: `The page that opens with the visitor's choice. ${LINK_HINT}` });

/** SPEC §3 form selector: a dropdown of form types submitted as a GET form to form_url. */
export const FormSelectorValue = z.object({
  title: text(200).min(1).meta({ label: "Heading" }),
  sub_title: text(600).optional().meta({ label: "Text under the heading" }),
  form_url: FormUrl,
  form_type_id: z
    .object({
      label: text(120).default("Choose a form").meta({ label: "List label", hint: "The words above the list, such as “Choose a form”." }),
      options: z.array(Option).min(1).max(30).meta({ label: "Choices", itemLabel: "choice" }),
    })
    .meta({ label: "List of forms", hint: "Visitors pick one of these, then the button opens the form's page." }),
  submit_cta: text(60).min(1).default("Continue").meta({ label: "Button text" }),
});
