import { defineBlock } from "../define-block";
import { FlagPaneValue } from "./schema";

export const flagPaneBlock = defineBlock({
  renderName: "flag_pane",
  schema: FlagPaneValue,
  palette: { name: "Flag pane", description: "A photograph beside a heading, copy and a call to action." },
});
