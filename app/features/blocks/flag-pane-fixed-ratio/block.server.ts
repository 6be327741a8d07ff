import { defineBlock } from "../define-block";
import { FlagPaneFixedRatioValue } from "./schema";

export const flagPaneFixedRatioBlock = defineBlock({
  renderName: "flag_pane_fixed_ratio",
  schema: FlagPaneFixedRatioValue,
  palette: { name: "Flag pane, fixed ratio", description: "A flag pane whose photograph is cropped to a set shape." },
});
