import { defineBlock } from "~/features/blocks/index.server";
import { catalogueKeys } from "../../catalogue.server";
import { PlaceholderValue } from "./schema";

export const placeholderBlock = defineBlock({
  renderName: "placeholder",
  schema: PlaceholderValue,
  palette: { name: "Product section", description: "One section of a catalogue product." },
  choices: { product_key: catalogueKeys },
});
