import { z } from "zod";
import { FocalPoint } from "~/lib/focal-point";

// The editors' words for each field are its `.meta()`: `label`, `hint` (help under the field),
// `itemLabel` (one item of a list) and `optionLabels` (a choice's values); decision 0015.

const text = (max: number) => z.string().trim().max(max);

/** What a link field says under it. */
export const LINK_HINT = "A page of this site such as /products, or a full address such as https://…";

const pixels = z.number().int().positive().max(10000);
const imageFile = text(2000)
  .min(1)
  .meta({ label: "Image file", hint: "Choose it from the media library, or type its address such as /media/entry-door.jpg." });
const imageWidth = pixels.meta({ label: "Width in pixels", hint: "The picture's own size, so the page keeps its room while it loads." });
const imageHeight = pixels.meta({ label: "Height in pixels", hint: "The picture's own size, so the page keeps its room while it loads." });

/** One crop of a responsive set (SPEC §3 "Image": desktop_lg_image, desktop_image, tablet_image, mobile_image). */
const ImageSource = z.object({ image_url: imageFile, width: imageWidth, height: imageHeight });
const crop = (label: string, screens: string) =>
  ImageSource.optional().meta({
    label,
    hint: `Only if ${screens} should show another cut of the picture; otherwise the image above is used.`,
  });

/** SPEC §3 "Image"; width and height are the intrinsic size, so the page reserves its space. */
export const ImageField = z
  .object({
    image_url: imageFile,
    alt_text: text(300).default("").meta({
      label: "Alternative text",
      hint: "What the picture shows, for people who cannot see it and for search engines. Leave it empty only for decoration.",
    }),
    image_caption: text(500)
      .optional()
      .meta({ label: "Caption", hint: "A line shown under the picture, in the blocks that show captions." }),
    width: imageWidth.default(1600),
    height: imageHeight.default(1000),
    desktop_lg_image: crop("Crop for large screens", "screens wider than a laptop's"),
    desktop_image: crop("Crop for laptops and desktops", "laptops and desktops"),
    tablet_image: crop("Crop for tablets", "tablets"),
    mobile_image: crop("Crop for phones", "phones"),
    focal_point: FocalPoint.optional(),
  })
  .meta({ label: "Image" });
export type ImageField = z.infer<typeof ImageField>;

/** SPEC §5: a call to action shows only if its text is non-empty after trimming. */
export const CallToAction = z
  .object({
    text: text(120).meta({ label: "Link text", hint: "What the link says, such as “See the doors”." }),
    url: text(2000).meta({ label: "Link to", hint: LINK_HINT }),
  })
  .transform((cta) => (cta.text && cta.url ? cta : undefined))
  .meta({ label: "Link", hint: "Shown when both its text and where it leads are filled in." });

export const ButtonField = z
  .object({
    button_text: text(120).meta({ label: "Button text" }),
    button_url: text(2000).meta({ label: "Link to", hint: LINK_HINT }),
    button_theme: z
      .enum(["primary", "secondary", "light"])
      .default("primary")
      .meta({
        label: "Style",
        optionLabels: {
          primary: "Bronze, for the main action",
          secondary: "Outlined in dark",
          light: "Outlined in white, for dark backgrounds",
        },
      }),
  })
  .transform((button) => (button.button_text && button.button_url ? button : undefined))
  .meta({ label: "Button", hint: "Shown when both its text and where it leads are filled in." });
export type ButtonField = NonNullable<z.infer<typeof ButtonField>>;

/** Up to `max` buttons; those without text or url are dropped (SPEC §5). */
export const ButtonList = (max: number) =>
  z
    .array(ButtonField)
    .max(max)
    .default([])
    .transform((buttons) => buttons.filter((button) => button !== undefined))
    .meta({ label: "Buttons", itemLabel: "button" });

const alignmentLabels = { left: "Left", center: "Centred", right: "Right" };

/** SPEC §3 align_copy_horizontal. */
export const AlignHorizontal = z.enum(["left", "center", "right"]).meta({ label: "Text alignment", optionLabels: alignmentLabels });

/** Left or centred copy, for the kinds that offer no right alignment. */
export const AlignLeftOrCenter = z.enum(["left", "center"]).meta({ label: "Text alignment", optionLabels: alignmentLabels });

/** Where the copy sits over a tall picture. */
export const AlignVertical = z
  .enum(["top", "middle", "bottom"])
  .meta({ label: "Text position, top to bottom", optionLabels: { top: "Top", middle: "Middle", bottom: "Bottom" } });

/** The side an image takes beside its copy. */
export const ImageSide = z
  .enum(["left", "right"])
  .default("left")
  .meta({ label: "Image side", optionLabels: { left: "Image on the left", right: "Image on the right" } });

export const TextTheme = z
  .enum(["light", "dark"])
  .default("dark")
  .meta({ label: "Colours", optionLabels: { dark: "White text on dark", light: "Dark text on light" } });

export const Paragraphs = z.array(text(5000)).max(50).meta({ label: "Text", itemLabel: "paragraph" });

/** The small line above a heading. */
export const Kicker = text(120)
  .optional()
  .meta({ label: "Line above the heading", hint: "A few words in small capitals above the heading, such as a category." });

/** A block's heading, required or not by the kind. */
export const Heading = text(200).meta({ label: "Heading" });

/** SPEC §9 hero heights. */
export const HeroSize = z
  .enum(["standard", "short"])
  .default("standard")
  .meta({
    label: "Height",
    optionLabels: { standard: "Standard (at least 770 px on desktops)", short: "Short (at least 660 px on desktops)" },
  });

export { text };

/** SPEC §3 video: a provider with an id, or a URL for raw_url (a file we host or any https mp4). */
export const VideoField = z
  .object({
    video_provider: z.enum(["youtube", "vimeo", "raw_url", "eko", "vzaar"]).meta({
      label: "Where the video is",
      optionLabels: { youtube: "YouTube", vimeo: "Vimeo", raw_url: "A video file (MP4)", eko: "Eko", vzaar: "Vzaar" },
    }),
    video_id: text(200).optional().meta({
      label: "Video id",
      hint: "For YouTube, Vimeo, Eko and Vzaar: the id in the video's address, such as dQw4w9WgXcQ in youtube.com/watch?v=dQw4w9WgXcQ.",
    }),
    video_url: text(2000).optional().meta({
      label: "Video file",
      hint: "For a video file: choose it from the media library, or type its address such as /media/showroom.mp4.",
    }),
  })
  .meta({ label: "Video" });
export type VideoField = z.infer<typeof VideoField>;
