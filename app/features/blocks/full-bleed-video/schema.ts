import { z } from "zod";
import { ImageField, VideoField, text } from "../shared/schema";

/** A video from edge to edge of the window; the image is its poster and the title names the player. */
export const FullBleedVideoValue = z.object({
  title: text(200).min(1),
  video: VideoField,
  image: ImageField.optional(),
});
