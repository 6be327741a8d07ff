import { z } from "zod";
import { text } from "../shared/schema";

/** SPEC §3 quote: the words, who said them (quoted, or author) and a detail such as a role or project. */
export const BladeQuoteValue = z
  .object({
    quote: text(1500).min(1),
    quoted: text(120).optional(),
    author: text(120).optional(),
    quoted_detail: text(200).optional(),
  })
  .transform(({ quote, quoted, author, quoted_detail }) => ({ quote, quoted: quoted || author || undefined, quoted_detail }));
