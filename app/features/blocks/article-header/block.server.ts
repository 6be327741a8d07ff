import { defineBlock } from "../define-block";
import { ArticleHeaderValue } from "./schema";

export const articleHeaderBlock = defineBlock({
  renderName: "article_header",
  schema: ArticleHeaderValue,
  palette: { name: "Article header", description: "Kicker, title and standfirst at the top of an article." },
  pageHeading: true,
});
