import { z } from "zod";
import { AlignHorizontal, AlignVertical, ButtonList, HeroSize, ImageField, Kicker, TextTheme, text } from "../shared/schema";

export const BladeLargeHeroValue = z.object({
  kicker: Kicker,
  banner_title: text(200).min(1).meta({ label: "Heading" }),
  banner_subtitle: text(500).optional().meta({ label: "Text under the heading" }),
  text_theme: TextTheme,
  align_copy_horizontal: AlignHorizontal.default("left"),
  align_copy_vertical: AlignVertical.default("bottom"),
  /** standard heroes are at least 770 px tall, short ones 660 px (SPEC §9). */
  image_size: HeroSize,
  image: ImageField,
  buttons: ButtonList(3),
});
