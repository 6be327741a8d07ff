import { z } from "zod";
import { AlignLeftOrCenter, Kicker, text } from "../shared/schema";

/** The title block of an article-like page: kicker, title and a standfirst. */
export const ArticleHeaderValue = z.object({
  kicker: Kicker,
  title: text(200).min(1).meta({ label: "Title" }),
  sub_title: text(600)
    .optional()
    .meta({ label: "Introduction", hint: "A sentence or two under the title that says what the article is about." }),
  align_copy_horizontal: AlignLeftOrCenter.default("left"),
});
