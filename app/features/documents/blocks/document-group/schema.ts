import { z } from "zod";
import { documentGroupTags } from "../../taxonomy";

const text = (max: number) => z.string().trim().max(max);
// Offered to editors as the library's facets (the block editor draws an enum as a choice).
const Tags = z
  .array(z.enum(documentGroupTags() as [string, ...string[]]))
  .max(20)
  .default([]);

/** SPEC §3 document group request: title, tags, subgroups (title, tags). */
export const DocumentGroupValue = z.object({
  title: text(200).default(""),
  tags: Tags,
  subgroups: z
    .array(z.object({ title: text(200).default(""), tags: Tags }))
    .max(20)
    .default([]),
});
