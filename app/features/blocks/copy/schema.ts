import { z } from "zod";
import { AlignLeftOrCenter, Heading, Kicker, text } from "../shared/schema";

/** SPEC §3 copy text: copy_text is HTML (see shared/html-fields.ts), sanitised when stored. */
export const CopyValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  copy_text: text(50000).min(1).meta({ label: "Text" }),
  align_copy_horizontal: AlignLeftOrCenter.default("center"),
});
