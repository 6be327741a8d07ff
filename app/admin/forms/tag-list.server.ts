import { z } from "zod";

type TagLimits = { tagMax: number; tagsMax: number; lineMax: number };

/**
 * Tags as an admin form types them: one line, separated by commas; each trimmed, its spaces
 * folded, none empty, none twice. The limits are each list's own.
 */
export function tagList({ tagMax, tagsMax, lineMax }: TagLimits) {
  return z
    .string()
    .max(lineMax, `Keep the tags under ${lineMax.toLocaleString("en")} characters.`)
    .transform((line) => [...new Set(line.split(",").map((tag) => tag.trim().replace(/\s+/g, " ")))].filter(Boolean))
    .pipe(z.array(z.string().max(tagMax, `Keep each tag under ${tagMax} characters.`)).max(tagsMax, `At most ${tagsMax} tags.`));
}
