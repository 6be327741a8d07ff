import { z } from "zod";
import { text } from "~/features/blocks/index.server";
import { ContentType } from "../content-type";

/** SPEC §2: the newest post of a content type, with a Read link. */
export const LatestPostHeroValue = z.object({
  content_type: ContentType.meta({ label: "Newest article of" }),
  kicker: text(120).default("Latest").meta({ label: "Line above the heading" }),
  read_text: text(60).min(1).default("Read").meta({ label: "Link text", hint: "The link to the article, such as “Read”." }),
});
