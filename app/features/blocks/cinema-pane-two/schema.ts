import { z } from "zod";
import { ImageField, TextTheme, VideoField, text } from "../shared/schema";

const Pane = z.object({
  header: text(200).min(1),
  text: text(800).default(""),
  video: VideoField,
  image: ImageField.optional(),
});

/** Two videos side by side (one when only one is given), each with its heading and copy. */
export const CinemaPaneTwoValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  text_theme: TextTheme,
  panes: z.array(Pane).min(1).max(2),
});
