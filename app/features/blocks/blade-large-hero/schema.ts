import { z } from "zod";
import { ButtonField, ImageField, TextTheme, text } from "../shared/schema";

export const BladeLargeHeroValue = z.object({
  kicker: text(120).optional(),
  banner_title: text(200).min(1),
  banner_subtitle: text(500).optional(),
  text_theme: TextTheme,
  align_copy_horizontal: z.enum(["left", "center", "right"]).default("left"),
  align_copy_vertical: z.enum(["top", "middle", "bottom"]).default("bottom"),
  /** standard heroes are at least 770 px tall, short ones 660 px (SPEC §9). */
  image_size: z.enum(["standard", "short"]).default("standard"),
  image: ImageField,
  buttons: z
    .array(ButtonField)
    .max(3)
    .default([])
    .transform((buttons) => buttons.filter((button) => button !== undefined)),
});
