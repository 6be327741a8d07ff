import { defineBlock } from "../define-block";
import { FaqValue } from "./schema";

export const faqBlock = defineBlock({
  renderName: "faq",
  schema: FaqValue,
  palette: { name: "Questions and answers", description: "A list of questions that open to show their answers." },
});
