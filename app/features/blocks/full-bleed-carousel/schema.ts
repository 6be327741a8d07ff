import { z } from "zod";
import { CallToAction, ImageField, TextTheme, text } from "../shared/schema";

const FullBleedSlide = z.object({
  kicker: text(120).optional(),
  title: text(200).optional(),
  sub_title: text(500).optional(),
  call_to_action: CallToAction.optional(),
  text_theme: TextTheme,
  image: ImageField,
});

/** SPEC §2/§4: full-width photographs with arrows, advancing every 7 s, looping, fading. */
export const FullBleedCarouselValue = z.object({
  /** Names the carousel for screen readers, and heads it when `show_title` is set. */
  title: text(200).min(1),
  show_title: z.boolean().default(false),
  slides: z.array(FullBleedSlide).min(1).max(12),
});
