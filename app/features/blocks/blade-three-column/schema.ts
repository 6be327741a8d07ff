import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, TextTheme, VideoField, text } from "../shared/schema";

const Column = z.object({
  header: Heading.max(120).min(1),
  text: text(600).default("").meta({ label: "Text" }),
  call_to_action: CallToAction.optional(),
});

/** Three columns of copy laid over a photograph, or over a video that plays behind them. */
export const BladeThreeColumnValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  text_theme: TextTheme,
  image: ImageField.meta({ label: "Background image", hint: "Behind the columns; also shown while a background video loads." }),
  video: VideoField.optional().meta({
    label: "Video",
    hint: "A video file loops silently behind the columns; a YouTube or Vimeo video opens in a player from a button.",
  }),
  columns: z.array(Column).min(1).max(3).meta({ label: "Columns", itemLabel: "column" }),
});
