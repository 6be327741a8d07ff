import { defineBlock } from "../define-block";
import { BasicHtmlValue } from "./schema";

export const basicHtmlBlock = defineBlock({
  renderName: "basic_html",
  schema: BasicHtmlValue,
  palette: { name: "Rich text", description: "Formatted text: headings, paragraphs, lists and links." },
});
