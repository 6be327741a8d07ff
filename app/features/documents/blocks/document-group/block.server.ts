import { defineBlock } from "~/features/blocks/index.server";
import { DocumentGroupValue } from "./schema";

export const documentGroupBlock = defineBlock({
  renderName: "document_group",
  schema: DocumentGroupValue,
  palette: { name: "Document group", description: "Technical documents chosen by their tags, in subgroups." },
});
