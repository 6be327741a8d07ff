import { z } from "zod";
import { CallToAction, ImageField, TextTheme, VideoField, text } from "../shared/schema";

const Column = z.object({
  header: text(120).min(1),
  text: text(600).default(""),
  call_to_action: CallToAction.optional(),
});

/** Three columns of copy laid over a photograph, or over a video that plays behind them. */
export const BladeThreeColumnValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  text_theme: TextTheme,
  image: ImageField,
  video: VideoField.optional(),
  columns: z.array(Column).min(1).max(3),
});
