import { defineBlock } from "../define-block";
import { CopyValue } from "./schema";

export const copyBlock = defineBlock({
  renderName: "copy",
  schema: CopyValue,
  palette: { name: "Copy", description: "A heading with formatted text." },
});
