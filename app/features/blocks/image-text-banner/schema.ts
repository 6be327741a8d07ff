import { z } from "zod";
import { CallToAction, ImageField, text } from "../shared/schema";

/** SPEC §3 image-and-text banner: align_image, image, kicker, text, call_to_action. */
export const ImageTextBannerValue = z.object({
  align_image: z.enum(["left", "right"]).default("left"),
  image: ImageField,
  kicker: text(120).optional(),
  text: text(600).min(1),
  call_to_action: CallToAction.optional(),
});
