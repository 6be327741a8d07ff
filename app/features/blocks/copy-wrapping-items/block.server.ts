import { defineBlock } from "../define-block";
import { CopyWrappingItemsValue } from "./schema";

export const copyWrappingItemsBlock = defineBlock({
  renderName: "copy_wrapping_items",
  schema: CopyWrappingItemsValue,
  palette: { name: "Copy over wrapping items", description: "A heading and copy over items that wrap into columns." },
});
