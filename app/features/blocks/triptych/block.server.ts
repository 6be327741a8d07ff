import { defineBlock } from "../define-block";
import { TriptychValue } from "./schema";

export const triptychBlock = defineBlock({
  renderName: "triptych",
  schema: TriptychValue,
  palette: { name: "Triptych", description: "Three photographs showing off a product." },
});
