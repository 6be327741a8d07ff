import { defineBlock } from "../define-block";
import { MultiCarouselValue } from "./schema";

export const multiCarouselBlock = defineBlock({
  renderName: "multi_carousel",
  schema: MultiCarouselValue,
  palette: { name: "Mixed carousel", description: "A carousel of image, video and copy slides." },
});
