import { z } from "zod";
import { Heading, ImageField, Kicker, TextTheme, VideoField, text } from "../shared/schema";

const Pane = z.object({
  header: Heading.min(1),
  text: text(800).default("").meta({ label: "Text" }),
  video: VideoField,
  image: ImageField.optional().meta({ label: "Poster image", hint: "Shown before the video plays." }),
});

/** Two videos side by side (one when only one is given), each with its heading and copy. */
export const CinemaPaneTwoValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  text_theme: TextTheme,
  panes: z.array(Pane).min(1).max(2).meta({ label: "Videos", itemLabel: "video" }),
});
