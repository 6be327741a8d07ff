import { z } from "zod";
import { FocalPoint } from "~/lib/focal-point";

const text = (max: number) => z.string().trim().max(max);

const pixels = z.number().int().positive().max(10000);

/** One crop of a responsive set (SPEC §3 "Image": desktop_lg_image, desktop_image, tablet_image, mobile_image). */
const ImageSource = z.object({ image_url: text(2000).min(1), width: pixels, height: pixels });

/** SPEC §3 "Image"; width and height are the intrinsic size, so the page reserves its space. */
export const ImageField = z.object({
  image_url: text(2000).min(1),
  alt_text: text(300).default(""),
  image_caption: text(500).optional(),
  width: pixels.default(1600),
  height: pixels.default(1000),
  desktop_lg_image: ImageSource.optional(),
  desktop_image: ImageSource.optional(),
  tablet_image: ImageSource.optional(),
  mobile_image: ImageSource.optional(),
  focal_point: FocalPoint.optional(),
});
export type ImageField = z.infer<typeof ImageField>;

/** SPEC §5: a call to action shows only if its text is non-empty after trimming. */
export const CallToAction = z.object({ text: text(120), url: text(2000) }).transform((cta) => (cta.text && cta.url ? cta : undefined));

export const ButtonField = z
  .object({ button_text: text(120), button_url: text(2000), button_theme: z.enum(["primary", "secondary", "light"]).default("primary") })
  .transform((button) => (button.button_text && button.button_url ? button : undefined));
export type ButtonField = NonNullable<z.infer<typeof ButtonField>>;

/** Up to `max` buttons; those without text or url are dropped (SPEC §5). */
export const ButtonList = (max: number) =>
  z
    .array(ButtonField)
    .max(max)
    .default([])
    .transform((buttons) => buttons.filter((button) => button !== undefined));

/** SPEC §3 align_copy_horizontal. */
export const AlignHorizontal = z.enum(["left", "center", "right"]);

export const TextTheme = z.enum(["light", "dark"]).default("dark");

export const Paragraphs = z.array(text(5000)).max(50);

export { text };

/** SPEC §3 video: a provider with an id, or a URL for raw_url (a file we host or any https mp4). */
export const VideoField = z.object({
  video_provider: z.enum(["youtube", "vimeo", "raw_url", "eko", "vzaar"]),
  video_id: text(200).optional(),
  video_url: text(2000).optional(),
});
export type VideoField = z.infer<typeof VideoField>;
