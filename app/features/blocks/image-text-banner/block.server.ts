import { defineBlock } from "../define-block";
import { ImageTextBannerValue } from "./schema";

export const imageTextBannerBlock = defineBlock({
  renderName: "image_text_banner",
  schema: ImageTextBannerValue,
  palette: { name: "Image and text banner", description: "A photograph beside a kicker, copy and a call to action." },
});
