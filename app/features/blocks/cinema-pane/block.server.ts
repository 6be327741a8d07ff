import { defineBlock } from "../define-block";
import { CinemaPaneValue } from "./schema";

export const cinemaPaneBlock = defineBlock({
  renderName: "cinema_pane",
  schema: CinemaPaneValue,
  palette: { name: "Wide video", description: "A wide video on a dark or light band, with a heading and copy." },
});
