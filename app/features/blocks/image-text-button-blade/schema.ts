import { z } from "zod";
import { ButtonList, Heading, ImageField, ImageSide, Kicker, Paragraphs } from "../shared/schema";

/** A wide photograph with a panel of copy and buttons overlapping its edge. */
export const ImageTextButtonBladeValue = z.object({
  image: ImageField,
  align_image: ImageSide,
  kicker: Kicker,
  header: Heading.min(1),
  text: Paragraphs.default([]),
  buttons: ButtonList(3),
});
