import { defineBlock } from "../define-block";
import { ImagePlusBladeValue } from "./schema";

export const imagePlusBladeBlock = defineBlock({
  renderName: "image_plus_blade",
  schema: ImagePlusBladeValue,
  palette: { name: "Photograph over copy", description: "A full-width photograph with a caption, then a heading and copy." },
});
