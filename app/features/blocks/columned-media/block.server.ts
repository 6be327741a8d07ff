import { defineBlock } from "../define-block";
import { ColumnedMediaValue } from "./schema";

export const columnedMediaBlock = defineBlock({
  renderName: "columned_media",
  schema: ColumnedMediaValue,
  palette: { name: "Cards in columns", description: "Cards of images, videos or copy set in columns." },
});
