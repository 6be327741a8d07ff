import { z } from "zod";
import { ButtonField, ImageField, Paragraphs, VideoField, text } from "../shared/schema";

const ImageSlide = z.object({ type: z.literal("image_slide"), image: ImageField });
const VideoSlide = z.object({
  type: z.literal("video_slide"),
  title: text(200).min(1),
  video: VideoField,
  /** The poster shown until the video plays. */
  image: ImageField.optional(),
});

/** SPEC §3 multi_carousel_parent_group: one pill, its copy and its own slide show. */
const ParentGroup = z.object({
  title: text(60).min(1),
  kicker: text(120).optional(),
  copy: Paragraphs.default([]),
  button: ButtonField.optional(),
  slides: z
    .array(z.discriminatedUnion("type", [ImageSlide, VideoSlide]))
    .min(1)
    .max(12),
});

export const MultiCarouselValue = z.object({
  title: text(200).optional(),
  multi_carousel_parent_group: z.array(ParentGroup).min(1).max(8),
});
