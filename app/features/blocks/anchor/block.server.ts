import { defineBlock } from "../define-block";
import { AnchorValue } from "./schema";

export const anchorBlock = defineBlock({
  renderName: "anchor",
  schema: AnchorValue,
  palette: { name: "Anchor", description: "An invisible target that links ending in #name jump to." },
});
