import { z } from "zod";
import { text } from "~/features/blocks/index.server";

/** SPEC §2: the newest post of a content type, with a Read link. */
export const LatestPostHeroValue = z.object({
  content_type: z.enum(["blog", "news", "featured_project"]),
  kicker: text(120).default("Latest"),
  read_text: text(60).min(1).default("Read"),
});
