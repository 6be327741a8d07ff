import { defineBlock } from "~/features/blocks/index.server";
import { BlogDetailValue } from "./schema";

export const blogDetailBlock = defineBlock({
  renderName: "blog_detail",
  schema: BlogDetailValue,
  palette: { name: "Post date and hero image", description: "A blog post's publication date and its hero image." },
});
