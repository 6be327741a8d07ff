import { z } from "zod";
import { text } from "~/features/blocks/index.server";
import { ContentType } from "../content-type";

/** SPEC §2 "Blog listing": the posts of a content type, paged, with an optional date and search box. */
export const ContentDirectoryValue = z.object({
  content_type: ContentType,
  title: text(200).optional().meta({ label: "Heading" }),
  show_date: z.boolean().default(true).meta({ label: "Show each article's date" }),
  show_search: z.boolean().default(true).meta({ label: "Show a search box" }),
});
