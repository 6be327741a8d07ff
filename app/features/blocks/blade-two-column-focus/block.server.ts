import { defineBlock } from "../define-block";
import { splitRatios } from "../shared/split";
import { BladeTwoColumnFocusValue } from "./schema";

export const bladeTwoColumnFocusBlock = defineBlock({
  renderName: "blade_two_column_focus",
  schema: BladeTwoColumnFocusValue,
  palette: { name: "Photograph with a copy panel", description: "A large photograph beside a panel of copy." },
  choices: { split_ratio: splitRatios },
});
