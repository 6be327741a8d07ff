import { defineBlock } from "../define-block";
import { QuickLinksItemValue } from "./schema";

export const quickLinksItemBlock = defineBlock({
  renderName: "quick_links_item",
  schema: QuickLinksItemValue,
  palette: { name: "Quick link", description: "One row of a list of links; consecutive rows form one list." },
});
