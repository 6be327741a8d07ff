import { defineBlock } from "../define-block";
import { SizeSteppedImageValue } from "./schema";

export const sizeSteppedImageBlock = defineBlock({
  renderName: "size_stepped_image",
  schema: SizeSteppedImageValue,
  palette: { name: "Stepped images", description: "Images that step down in size across a row, above copy." },
});
