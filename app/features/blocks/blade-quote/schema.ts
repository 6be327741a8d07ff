import { z } from "zod";
import { text } from "../shared/schema";

/** SPEC §3 quote: the words, who said them (quoted, or author) and a detail such as a role or project. */
export const BladeQuoteValue = z
  .object({
    quote: text(1500).min(1).meta({ label: "Quote", hint: "The words themselves, without quotation marks." }),
    quoted: text(120).optional().meta({ label: "Who said it" }),
    author: text(120)
      .optional()
      .meta({ label: "Author", hint: "Older pages name the speaker here; “Who said it” is shown first when both are filled in." }),
    quoted_detail: text(200).optional().meta({ label: "Role or project", hint: "Such as “Architect, Villa Serena”." }),
  })
  .transform(({ quote, quoted, author, quoted_detail }) => ({ quote, quoted: quoted || author || undefined, quoted_detail }));
