import { z } from "zod";
import { documentGroupTags } from "../../taxonomy";

const text = (max: number) => z.string().trim().max(max);
// Offered to editors as the library's facets (the block editor draws an enum as a choice).
const Tags = z
  .array(z.enum(documentGroupTags() as [string, ...string[]]))
  .max(20)
  .default([])
  .meta({ label: "Tags", itemLabel: "tag", hint: "The group lists the technical documents filed under these tags." });

/** SPEC §3 document group request: title, tags, subgroups (title, tags). */
export const DocumentGroupValue = z.object({
  title: text(200).default("").meta({ label: "Heading" }),
  tags: Tags,
  subgroups: z
    .array(z.object({ title: text(200).default("").meta({ label: "Heading" }), tags: Tags }))
    .max(20)
    .default([])
    .meta({ label: "Subgroups", itemLabel: "subgroup", hint: "Smaller lists under the group, each with its own tags." }),
});
