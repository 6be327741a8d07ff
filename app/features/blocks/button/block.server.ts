import { defineBlock } from "../define-block";
import { ButtonValue } from "./schema";

export const buttonBlock = defineBlock({
  renderName: "button",
  schema: ButtonValue,
  palette: { name: "Button", description: "A single button linking to a page or an address." },
});
