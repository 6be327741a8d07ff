import { z } from "zod";
import { ImageField } from "~/features/blocks/index.server";

/** SPEC §3 "Blog post": the article's publication date and hero image. */
export const BlogDetailValue = z.object({
  publication_date: z.iso.date().or(z.iso.datetime({ offset: true })),
  blog_image: ImageField,
});
