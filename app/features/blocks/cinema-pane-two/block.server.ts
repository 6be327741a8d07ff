import { defineBlock } from "../define-block";
import { CinemaPaneTwoValue } from "./schema";

export const cinemaPaneTwoBlock = defineBlock({
  renderName: "cinema_pane_two",
  schema: CinemaPaneTwoValue,
  palette: { name: "Two videos", description: "Two videos side by side, each with a heading and copy." },
});
