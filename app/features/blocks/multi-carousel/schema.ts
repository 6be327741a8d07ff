import { z } from "zod";
import { ButtonField, ImageField, Kicker, Paragraphs, VideoField, text } from "../shared/schema";

const ImageSlide = z.object({ type: z.literal("image_slide"), image: ImageField }).meta({ label: "Picture" });
const VideoSlide = z
  .object({
    type: z.literal("video_slide"),
    title: text(200).min(1).meta({ label: "Video title", hint: "Names the video for people using screen readers." }),
    video: VideoField,
    /** The poster shown until the video plays. */
    image: ImageField.optional().meta({ label: "Poster image", hint: "Shown before the video plays." }),
  })
  .meta({ label: "Video" });

/** SPEC §3 multi_carousel_parent_group: one pill, its copy and its own slide show. */
const ParentGroup = z.object({
  title: text(60).min(1).meta({ label: "Tab name", hint: "The short name on the tab that shows this group, such as “Kitchens”." }),
  kicker: Kicker,
  copy: Paragraphs.default([]),
  button: ButtonField.optional(),
  slides: z
    .array(z.discriminatedUnion("type", [ImageSlide, VideoSlide]))
    .min(1)
    .max(12)
    .meta({ label: "Slides", itemLabel: "slide", hint: "Pictures and videos this group's slide show steps through." }),
});

export const MultiCarouselValue = z.object({
  title: text(200).optional().meta({ label: "Heading" }),
  multi_carousel_parent_group: z
    .array(ParentGroup)
    .min(1)
    .max(8)
    .meta({ label: "Groups", itemLabel: "group", hint: "Each group is a tab with its own text and slide show." }),
});
