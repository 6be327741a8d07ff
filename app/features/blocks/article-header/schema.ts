import { z } from "zod";
import { text } from "../shared/schema";

/** The title block of an article-like page: kicker, title and a standfirst. */
export const ArticleHeaderValue = z.object({
  kicker: text(120).optional(),
  title: text(200).min(1),
  sub_title: text(600).optional(),
  align_copy_horizontal: z.enum(["left", "center"]).default("left"),
});
