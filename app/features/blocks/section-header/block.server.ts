import { defineBlock } from "../define-block";
import { SectionHeaderValue } from "./schema";

export const sectionHeaderBlock = defineBlock({
  renderName: "section_header",
  schema: SectionHeaderValue,
  palette: { name: "Section header", description: "A banner with a title, subtitle and a navigation of the page's sections." },
  pageHeading: true,
});
