import { defineBlock } from "~/features/blocks/index.server";
import { FormWrapperValue } from "./schema";

export const formWrapperBlock = defineBlock({
  renderName: "form_wrapper",
  schema: FormWrapperValue,
  palette: { name: "Lead form", description: "One of the lead forms inside the page." },
});
