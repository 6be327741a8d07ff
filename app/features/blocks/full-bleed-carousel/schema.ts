import { z } from "zod";
import { CallToAction, ImageField, Kicker, TextTheme, text } from "../shared/schema";

const FullBleedSlide = z.object({
  kicker: Kicker,
  title: text(200).optional().meta({ label: "Heading" }),
  sub_title: text(500).optional().meta({ label: "Text under the heading" }),
  call_to_action: CallToAction.optional(),
  text_theme: TextTheme,
  image: ImageField,
});

/** SPEC §2/§4: full-width photographs with arrows, advancing every 7 s, looping, fading. */
export const FullBleedCarouselValue = z.object({
  /** Names the carousel for screen readers, and heads it when `show_title` is set. */
  title: text(200)
    .min(1)
    .meta({ label: "Name", hint: "Names the carousel for people using screen readers; shown as a heading only when ticked below." }),
  show_title: z.boolean().default(false).meta({ label: "Show the name as a heading" }),
  slides: z
    .array(FullBleedSlide)
    .min(1)
    .max(12)
    .meta({ label: "Slides", itemLabel: "slide", hint: "Pictures from edge to edge; each shows for 7 seconds." }),
});
