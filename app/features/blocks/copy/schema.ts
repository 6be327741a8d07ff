import { z } from "zod";
import { Paragraphs, text } from "../shared/schema";

export const CopyValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  copy_text: Paragraphs.min(1),
  align_copy_horizontal: z.enum(["left", "center"]).default("center"),
});
