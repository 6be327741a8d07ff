import { defineBlock } from "../define-block";
import { ArticleBlurbValue } from "./schema";

export const articleBlurbBlock = defineBlock({
  renderName: "article_blurb",
  schema: ArticleBlurbValue,
  palette: { name: "Article teaser", description: "An optional image, a heading, a few lines and a link." },
});
