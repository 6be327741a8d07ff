import { z } from "zod";
import { AlignHorizontal, ButtonList, text } from "../shared/schema";

/** A row of buttons, optionally under a heading; buttons without text or url are dropped (SPEC §5). */
export const CtaButtonsValue = z.object({
  header: text(200).optional(),
  align_copy_horizontal: AlignHorizontal.default("center"),
  buttons: ButtonList(4),
});
