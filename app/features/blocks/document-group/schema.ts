import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);
const Tags = z.array(text(200).min(1)).max(20).default([]);

/** SPEC §3 document group request: title, tags, subgroups (title, tags). */
export const DocumentGroupValue = z.object({
  title: text(200).default(""),
  tags: Tags,
  subgroups: z
    .array(z.object({ title: text(200).default(""), tags: Tags }))
    .max(20)
    .default([]),
});
