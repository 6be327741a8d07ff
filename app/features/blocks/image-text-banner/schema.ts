import { z } from "zod";
import { CallToAction, ImageField, ImageSide, Kicker, text } from "../shared/schema";

/** SPEC §3 image-and-text banner: align_image, image, kicker, text, call_to_action. */
export const ImageTextBannerValue = z.object({
  align_image: ImageSide,
  image: ImageField,
  kicker: Kicker,
  text: text(600).min(1).meta({ label: "Text" }),
  call_to_action: CallToAction.optional(),
});
