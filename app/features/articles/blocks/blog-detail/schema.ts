import { z } from "zod";
import { ImageField } from "~/features/blocks/index.server";

/** SPEC §3 "Blog post": the article's publication date and hero image. */
export const BlogDetailValue = z.object({
  publication_date: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .meta({ label: "Publication date", hint: "As year-month-day, such as 2026-03-14." }),
  blog_image: ImageField.meta({ label: "Article image" }),
});
