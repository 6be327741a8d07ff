import { defineBlock } from "~/features/blocks/index.server";
import { ContentDirectoryValue } from "./schema";

export const contentDirectoryBlock = defineBlock({
  renderName: "content_directory",
  schema: ContentDirectoryValue,
  palette: { name: "Post listing", description: "The posts of one kind, paged, with optional date and search." },
});
