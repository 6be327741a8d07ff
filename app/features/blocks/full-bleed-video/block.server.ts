import { defineBlock } from "../define-block";
import { FullBleedVideoValue } from "./schema";

export const fullBleedVideoBlock = defineBlock({
  renderName: "full_bleed_video",
  schema: FullBleedVideoValue,
  palette: { name: "Full-width video", description: "A video from edge to edge of the window, with its poster." },
});
