import { defineBlock } from "../define-block";
import { FormSelectorValue } from "./schema";

export const formSelectorBlock = defineBlock({
  renderName: "form_selector",
  schema: FormSelectorValue,
  palette: { name: "Form chooser", description: "A drop-down of forms that takes visitors to the one they pick." },
});
