import { defineBlock } from "../define-block";
import { BladeQuoteValue } from "./schema";

export const bladeQuoteBlock = defineBlock({
  renderName: "blade_quote",
  schema: BladeQuoteValue,
  palette: { name: "Quote", description: "A quotation with who said it and their role or project." },
});
