import { defineBlock } from "../define-block";
import { VerticalSpacerValue } from "./schema";

export const verticalSpacerBlock = defineBlock({
  renderName: "vertical_spacer",
  schema: VerticalSpacerValue,
  palette: { name: "Spacer", description: "Breathing room between two blocks." },
});
