import { defineBlock } from "../define-block";
import { splitRatios } from "../shared/split";
import { BladeTwoColumnValue } from "./schema";

export const bladeTwoColumnBlock = defineBlock({
  renderName: "blade_two_column",
  schema: BladeTwoColumnValue,
  palette: { name: "Two columns", description: "Two columns of copy and images side by side, 60/40 or 70/30." },
  choices: { split_ratio: splitRatios },
});
