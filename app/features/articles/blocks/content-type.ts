import { z } from "zod";
import { articleTypes } from "../article-types";

/** Which kind of article a block lists, offered to editors by the kind's name. */
export const ContentType = z.enum(["blog", "news", "featured_project"]).meta({
  label: "Articles of",
  optionLabels: { blog: articleTypes.blog.label, news: articleTypes.news.label, featured_project: articleTypes.featured_project.label },
});
