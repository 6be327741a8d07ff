import { z } from "zod";
import { ImageField, VideoField, text } from "../shared/schema";

/** A video from edge to edge of the window; the image is its poster and the title names the player. */
export const FullBleedVideoValue = z.object({
  title: text(200).min(1).meta({ label: "Video title", hint: "Names the video for people using screen readers." }),
  video: VideoField,
  image: ImageField.optional().meta({ label: "Poster image", hint: "Shown before the video plays." }),
});
