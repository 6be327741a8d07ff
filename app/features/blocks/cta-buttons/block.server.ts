import { defineBlock } from "../define-block";
import { CtaButtonsValue } from "./schema";

export const ctaButtonsBlock = defineBlock({
  renderName: "cta_buttons",
  schema: CtaButtonsValue,
  palette: { name: "Buttons", description: "A row of buttons, optionally under a heading." },
});
