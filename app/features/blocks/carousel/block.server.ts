import { defineBlock } from "../define-block";
import { CarouselValue } from "./schema";

export const carouselBlock = defineBlock({
  renderName: "carousel",
  schema: CarouselValue,
  palette: { name: "Hero carousel", description: "Fading full-width slides of photographs or videos with their copy." },
  pageHeading: true,
});
