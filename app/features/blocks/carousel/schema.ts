import { z } from "zod";
import { AlignHorizontal, AlignVertical, CallToAction, ImageField, Kicker, TextTheme, VideoField, text } from "../shared/schema";

/**
 * SPEC §3 carousel slide. A slide shows an image, a video file (video_url) or a provider's video
 * (video, with the image as its poster); a slide with none of them is dropped (SPEC §5).
 * gated_flags and other unknown fields are ignored.
 */
const HeroSlide = z
  .object({
    kicker: Kicker,
    title: text(200).min(1).meta({ label: "Heading" }),
    sub_title: text(500).optional().meta({ label: "Text under the heading" }),
    product_info: text(300)
      .optional()
      .meta({ label: "Product line", hint: "A short line naming the product shown, such as “Lift-and-slide door”." }),
    call_to_action: CallToAction.optional(),
    text_theme: TextTheme,
    align_copy_horizontal: AlignHorizontal.default("left"),
    align_copy_vertical: AlignVertical.default("bottom"),
    image: ImageField.optional().meta({ hint: "The slide's picture, or the poster shown before its video plays." }),
    video_url: text(2000).optional().meta({
      label: "Video file",
      hint: "A video that plays on the slide, such as /media/showroom.mp4. A YouTube or Vimeo video goes under Video.",
    }),
    video: VideoField.optional(),
  })
  .transform(({ video_url, video, ...slide }) => {
    const playable = video ?? (video_url ? { video_provider: "raw_url" as const, video_url } : undefined);
    if (!playable && !slide.image) return undefined;
    return { ...slide, video: playable };
  });

/** SPEC §2 hero carousel: fading slides, pills and copy; 4 s per image slide, videos play to their end. */
export const CarouselValue = z.object({
  /** Heads the carousel for screen readers; the slides' titles are what sighted visitors read. */
  title: text(200).min(1).meta({
    label: "Name",
    hint: "Not shown: it names the carousel for people using screen readers. The slides' headings are what visitors read.",
  }),
  slides: z
    .array(HeroSlide)
    .max(8)
    .transform((slides) => slides.filter((slide) => slide !== undefined))
    .refine((slides) => slides.length > 0, "a carousel needs a slide with an image or a video")
    .meta({
      label: "Slides",
      itemLabel: "slide",
      hint: "Each slide shows for 4 seconds, a video until it ends. A slide needs an image or a video.",
    }),
});
