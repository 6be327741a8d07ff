import { z } from "zod";
import { tagList } from "~/admin/forms/tag-list.server";
import { imageCategories } from "./categories";
import { materials, productStyles } from "./facets";
import { videoCategoryTags } from "./staff-item";
import { hostedProviders, providerLabels, videoIdFrom } from "./video-id";

// The forms of the galleries' admin pages: admin-routes.server.ts parses them (parseForm) and hands
// their pages the fields they describe (formFieldsOf), so zod stays out of the browser (decision
// 0002). Every string is bounded; a refusal names its field.

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const ALT_MAX = 500;
const SLUG_MAX = 100;
const TAGS_LINE_MAX = 1500;
const TAG_MAX = 60;
const TAGS_MAX = 20;
const TRANSCRIPT_MAX = 50_000;

const MediaId = z.coerce.number().int().min(1).max(2_147_483_647);
/** A chosen file of the media library, or nothing: a change keeps the item's own (the service refuses an item without one). */
const chosenMedia = (label: string, hint: string) =>
  z
    .union([z.literal(""), MediaId], { error: "Choose the file again from the media library." })
    .default("")
    .meta({ label, hint });

/** Boxes to tick, one for each of the options. */
const picked = <T extends string>(options: readonly T[], message: string, label: string) =>
  z
    .array(z.enum(options as [T, ...T[]], { error: message }))
    .max(options.length, message)
    .meta({ label });

/** The fields of every gallery item; the caption and alt text say what they are for on each page. */
const facets = (hints: { caption: string; alt: string }) =>
  z.object({
    title: z
      .string()
      .trim()
      .min(1, "Give it a title.")
      .max(TITLE_MAX, `Keep the title under ${TITLE_MAX} characters.`)
      .meta({ label: "Title" }),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, `Keep the caption under ${DESCRIPTION_MAX.toLocaleString("en")} characters.`)
      .meta({ label: "Caption", hint: hints.caption, input: "textarea" }),
    // WCAG 1.1.1: a picture's words for people who cannot see it are not optional.
    alt: z
      .string()
      .trim()
      .min(1, "Describe the picture for people who cannot see it.")
      .max(ALT_MAX, `Keep the alt text under ${ALT_MAX} characters.`)
      .meta({ label: "Alt text", hint: hints.alt, input: "textarea" }),
    productStyles: picked(productStyles, "Choose product styles from the list.", "Product style"),
    materials: picked(materials, "Choose materials from the list.", "Material"),
    /** The version of the item the page showed (none on a new one). */
    fingerprint: z.string().max(100).meta({ label: "Version" }),
  });

export const ImageItemForm = facets({
  caption: "A sentence or two about the project, shown under the title in the lightbox.",
  alt: "What the picture shows, for people who cannot see it and for search engines.",
}).extend({
  categories: picked(imageCategories, "Choose categories from the list.", "Categories").min(1, "Choose at least one category."),
  imageId: chosenMedia(
    "Picture",
    "From the media library; what you upload here goes into the library too. The gallery makes the smaller sizes itself.",
  ),
});

/** `v2-folding-door-overview`: the last part of /video-gallery/{slug}, made from the title when left empty. */
export function slugFrom(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

const Tags = tagList({ tagMax: TAG_MAX, tagsMax: TAGS_MAX, lineMax: TAGS_LINE_MAX })
  .refine((tags) => !tags.includes("All Videos"), "All Videos lists every video already: leave it out.")
  .meta({ label: "More tags", hint: "Other tags of the video, split by commas, such as Folding Doors, Commercial." });

export const VideoItemForm = facets({
  caption: "A sentence or two about the video, shown beside it on its page.",
  alt: "What the poster shows, for people who cannot see it.",
})
  .extend({
    slug: z.string().trim().max(SLUG_MAX, `Keep the address under ${SLUG_MAX} characters.`).meta({
      label: "Address",
      hint: "The end of /video-gallery/…: lower-case letters, digits and dashes. Left empty, it is made from the title.",
    }),
    provider: z.enum([...hostedProviders, "raw_url"], { error: "Choose where the video plays." }).meta({
      label: "Plays from",
      hint: "YouTube, Vimeo, Eko and Vzaar play from their own servers, so visitors need the network (Eko and Vzaar ask for cookie consent first); a video file plays from this site.",
      input: "radio",
      optionLabels: providerLabels,
    }),
    videoId: z.string().trim().max(500, "Give the video's id or its address, under 500 characters.").meta({ label: "Video" }),
    videoFileId: chosenMedia(
      "Video file",
      "An MP4 video of the media library (up to 200 MB); what you upload here goes into the library too.",
    ),
    posterId: chosenMedia("Poster", "The picture the gallery shows for the video and the player shows before it starts (16:9 looks best)."),
    categories: picked(videoCategoryTags, "Choose categories from the list.", "Categories").min(1, "Choose at least one category."),
    tags: Tags,
    transcript: z
      .string()
      .trim()
      .max(TRANSCRIPT_MAX, `Keep the transcript under ${TRANSCRIPT_MAX.toLocaleString("en")} characters.`)
      .meta({ label: "Transcript", input: "textarea" }),
  })
  .transform((form, context) => {
    const slug = form.slug ? form.slug : slugFrom(form.title);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(slug))
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: form.slug
          ? "Use lower-case letters, digits and dashes only, such as v2-folding-door-overview."
          : "Give the video an address.",
      });
    let videoId: string | undefined;
    if (form.provider !== "raw_url" && form.videoId !== "") {
      videoId = videoIdFrom(form.provider, form.videoId);
      if (!videoId)
        context.addIssue({
          code: "custom",
          path: ["videoId"],
          message: "Give the video's id (letters, digits, - and _), or its address on the provider's site.",
        });
    }
    const duplicates = form.tags.filter((tag) => videoCategoryTags.includes(tag));
    if (duplicates.length > 0)
      context.addIssue({ code: "custom", path: ["tags"], message: `${duplicates.join(", ")}: tick it among the categories instead.` });
    return { ...form, slug, videoId };
  });
