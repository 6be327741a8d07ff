import { z } from "zod";
import { AlignHorizontal, AlignVertical, ButtonList, HeroSize, ImageField, Kicker, TextTheme, text } from "../shared/schema";

/** A hero whose copy sits in a 390 px side column (SPEC §9) beside or over the image. */
export const BladeFlexHeroValue = z.object({
  kicker: Kicker,
  banner_title: text(200).min(1).meta({ label: "Heading" }),
  banner_subtitle: text(500).optional().meta({ label: "Text under the heading" }),
  text_theme: TextTheme,
  align_copy_horizontal: AlignHorizontal.default("left").meta({
    label: "Panel position",
    hint: "On desktops the text sits in a panel over the picture, on its left, in its centre or on its right.",
  }),
  align_copy_vertical: AlignVertical.default("middle"),
  /** standard heroes are at least 770 px tall, short ones 660 px (SPEC §9). */
  image_size: HeroSize,
  image: ImageField,
  buttons: ButtonList(3),
});
