import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, TextTheme, VideoField, text } from "../shared/schema";

/** A wide video on a dark or light band, with its heading and copy; the image is the poster. */
export const CinemaPaneValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  text: text(1500).default("").meta({ label: "Text" }),
  text_theme: TextTheme,
  video: VideoField,
  image: ImageField.optional().meta({ label: "Poster image", hint: "Shown before the video plays." }),
  call_to_action: CallToAction.optional(),
});
