import { z } from "zod";
import { CallToAction, ImageField, TextTheme, VideoField, text } from "../shared/schema";

/** A wide video on a dark or light band, with its heading and copy; the image is the poster. */
export const CinemaPaneValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  text: text(1500).default(""),
  text_theme: TextTheme,
  video: VideoField,
  image: ImageField.optional(),
  call_to_action: CallToAction.optional(),
});
