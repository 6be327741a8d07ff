import { defineBlock } from "../define-block";
import { FullBleedCarouselValue } from "./schema";

export const fullBleedCarouselBlock = defineBlock({
  renderName: "full_bleed_carousel",
  schema: FullBleedCarouselValue,
  palette: { name: "Full-width photo carousel", description: "Edge-to-edge photographs with arrows, advancing on their own." },
});
