import { defineBlock } from "../define-block";
import { ImageTextButtonBladeValue } from "./schema";

export const imageTextButtonBladeBlock = defineBlock({
  renderName: "image_text_button_blade",
  schema: ImageTextButtonBladeValue,
  palette: { name: "Photograph with overlapping panel", description: "A wide photograph with copy and buttons over its edge." },
});
