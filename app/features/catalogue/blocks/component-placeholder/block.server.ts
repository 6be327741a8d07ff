import { defineBlock } from "~/features/blocks/index.server";
import { catalogueKeys } from "../../catalogue.server";
import { ComponentPlaceholderValue } from "./schema";

export const componentPlaceholderBlock = defineBlock({
  renderName: "component_placeholder",
  schema: ComponentPlaceholderValue,
  palette: { name: "Product sections", description: "A catalogue product's sections, all or some of them." },
  choices: { product_key: catalogueKeys },
});
