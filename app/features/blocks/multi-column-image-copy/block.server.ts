import { defineBlock } from "../define-block";
import { MultiColumnImageCopyValue } from "./schema";

export const multiColumnImageCopyBlock = defineBlock({
  renderName: "multi_column_image_copy",
  schema: MultiColumnImageCopyValue,
  palette: { name: "Image-and-copy grid", description: "A grid of image-and-copy items, two to four across." },
});
