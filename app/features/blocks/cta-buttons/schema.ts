import { z } from "zod";
import { AlignHorizontal, ButtonList, Heading } from "../shared/schema";

/** A row of buttons, optionally under a heading; buttons without text or url are dropped (SPEC §5). */
export const CtaButtonsValue = z.object({
  header: Heading.optional(),
  align_copy_horizontal: AlignHorizontal.default("center").meta({ label: "Alignment" }),
  buttons: ButtonList(4),
});
