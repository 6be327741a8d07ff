import { z } from "zod";
import { text } from "../shared/schema";

/** SPEC §3 copy text: copy_text is HTML (see shared/html-fields.ts), sanitised when stored. */
export const CopyValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  copy_text: text(50000).min(1),
  align_copy_horizontal: z.enum(["left", "center"]).default("center"),
});
