import { defineBlock } from "../define-block";
import { BladeThreeColumnValue } from "./schema";

export const bladeThreeColumnBlock = defineBlock({
  renderName: "blade_three_column",
  schema: BladeThreeColumnValue,
  palette: { name: "Three columns over a photograph", description: "Three columns of copy over a photograph or a video." },
});
