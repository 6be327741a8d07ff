import { z } from "zod";
import { AlignHorizontal, ButtonList, ImageField, TextTheme, text } from "../shared/schema";

/** A hero whose copy sits in a 390 px side column (SPEC §9) beside or over the image. */
export const BladeFlexHeroValue = z.object({
  kicker: text(120).optional(),
  banner_title: text(200).min(1),
  banner_subtitle: text(500).optional(),
  text_theme: TextTheme,
  align_copy_horizontal: AlignHorizontal.default("left"),
  align_copy_vertical: z.enum(["top", "middle", "bottom"]).default("middle"),
  /** standard heroes are at least 770 px tall, short ones 660 px (SPEC §9). */
  image_size: z.enum(["standard", "short"]).default("standard"),
  image: ImageField,
  buttons: ButtonList(3),
});
