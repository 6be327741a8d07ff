import { defineBlock } from "../define-block";
import { BladeHighlightButtonsValue } from "./schema";

export const bladeHighlightButtonsBlock = defineBlock({
  renderName: "blade_highlight_buttons",
  schema: BladeHighlightButtonsValue,
  palette: { name: "Headline with four buttons", description: "A headline over up to four buttons." },
});
