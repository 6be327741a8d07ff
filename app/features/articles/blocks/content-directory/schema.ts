import { z } from "zod";
import { text } from "~/features/blocks/index.server";

/** SPEC §2 "Blog listing": the posts of a content type, paged, with an optional date and search box. */
export const ContentDirectoryValue = z.object({
  content_type: z.enum(["blog", "news", "featured_project"]),
  title: text(200).optional(),
  show_date: z.boolean().default(true),
  show_search: z.boolean().default(true),
});
