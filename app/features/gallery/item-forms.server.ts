import { z } from "zod";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import { videoProviders } from "~/ui/video-embed";
import { imageCategories } from "./categories";
import { materials, productStyles } from "./facets";
import { ALT_MAX, DESCRIPTION_MAX, SLUG_MAX, TAGS_LINE_MAX, TITLE_MAX, TRANSCRIPT_MAX } from "./item-limits";
import type { ImageItemValues, VideoItemValues } from "./staff-item";
import { videoCategoryTags } from "./staff-item";
import { type HostedProvider, videoIdFrom } from "./video-id";

// The forms of the galleries' admin pages, parsed on the server (zod stays out of the browser,
// decision 0002). Every string is cleaned of control characters and bounded; a refusal names its field.

const TAG_MAX = 60;
const TAGS_MAX = 20;

const MediaId = z.coerce.number().int().min(1).max(2_147_483_647);
/** A chosen file of the media library, or nothing (a change keeps the item's own). */
const ChosenMedia = z.union([z.literal(""), MediaId], { error: "Choose the file again from the media library." });

const picked = <T extends string>(options: readonly T[], message: string) => z.array(z.enum(options as [T, ...T[]], { error: message }));

const Facets = z.object({
  title: z.string().trim().min(1, "Give it a title.").max(TITLE_MAX, `Keep the title under ${TITLE_MAX} characters.`),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, `Keep the caption under ${DESCRIPTION_MAX.toLocaleString("en")} characters.`),
  // WCAG 1.1.1: a picture's words for people who cannot see it are not optional.
  alt: z
    .string()
    .trim()
    .min(1, "Describe the picture for people who cannot see it.")
    .max(ALT_MAX, `Keep the alt text under ${ALT_MAX} characters.`),
  productStyles: picked(productStyles, "Choose product styles from the list."),
  materials: picked(materials, "Choose materials from the list."),
  fingerprint: z.string().max(100),
});

export const ImageItemForm = Facets.extend({
  categories: picked(imageCategories, "Choose categories from the list.").min(1, "Choose at least one category."),
  imageId: ChosenMedia,
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

const Tags = z
  .string()
  .max(TAGS_LINE_MAX, `Keep the tags under ${TAGS_LINE_MAX.toLocaleString("en")} characters.`)
  .transform((line) => [...new Set(line.split(",").map((tag) => tag.trim().replace(/\s+/g, " ")))].filter(Boolean))
  .pipe(
    z
      .array(z.string().max(TAG_MAX, `Keep each tag under ${TAG_MAX} characters.`))
      .max(TAGS_MAX, `At most ${TAGS_MAX} tags.`)
      .refine((tags) => !tags.includes("All Videos"), "All Videos lists every video already: leave it out."),
  );

export const VideoItemForm = Facets.extend({
  slug: z.string().trim().max(SLUG_MAX, `Keep the address under ${SLUG_MAX} characters.`),
  provider: z.enum(videoProviders, { error: "Choose where the video plays." }),
  videoId: z.string().trim().max(500, "Give the video's id or its address, under 500 characters."),
  videoFileId: ChosenMedia,
  posterId: ChosenMedia,
  categories: picked(videoCategoryTags, "Choose categories from the list.").min(1, "Choose at least one category."),
  tags: Tags,
  transcript: z
    .string()
    .trim()
    .max(TRANSCRIPT_MAX, `Keep the transcript under ${TRANSCRIPT_MAX.toLocaleString("en")} characters.`),
}).transform((form, context) => {
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
    videoId = videoIdFrom(form.provider as HostedProvider, form.videoId);
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

export type ImageItemFormData = z.output<typeof ImageItemForm>;
export type VideoItemFormData = z.output<typeof VideoItemForm>;

/** A form field's text, cleaned of the characters no one types (tabs and line breaks stay). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? withoutUnreadableText(value) : "";
}

/** The ticked boxes of a group (`name[]`), cleaned; at most 50 are read. */
export function formList(form: FormData, name: string): string[] {
  return form
    .getAll(`${name}[]`)
    .slice(0, 50)
    .flatMap((value) => (typeof value === "string" ? [withoutUnreadableText(value).trim()] : []));
}

function facetValues(form: FormData) {
  return {
    title: formText(form, "title"),
    description: formText(form, "description"),
    alt: formText(form, "alt"),
    productStyles: formList(form, "productStyles"),
    materials: formList(form, "materials"),
    fingerprint: formText(form, "fingerprint"),
  };
}

/** What an image item's form sent, as typed (to show again on a refusal) and for its schema. */
export function imageFormValues(form: FormData): ImageItemValues & { fingerprint: string; imageId: string } {
  return { ...facetValues(form), categories: formList(form, "categories"), imageId: formText(form, "imageId").trim() };
}

export function videoFormValues(form: FormData): VideoItemValues & { fingerprint: string; videoFileId: string; posterId: string } {
  return {
    ...facetValues(form),
    categories: formList(form, "categories"),
    slug: formText(form, "slug"),
    provider: formText(form, "provider"),
    videoId: formText(form, "videoId"),
    videoFileId: formText(form, "videoFileId").trim(),
    posterId: formText(form, "posterId").trim(),
    tags: formText(form, "tags"),
    transcript: formText(form, "transcript"),
  };
}

/** Each field's messages of a refused form. */
export function fieldErrors(error: z.ZodError): Partial<Record<string, string[]>> {
  const errors: Partial<Record<string, string[]>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
