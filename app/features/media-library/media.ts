import { href } from "react-router";
import { formatBytes } from "~/lib/format-bytes";
import type { FocalPoint } from "~/lib/focal-point";
import type { MediaKind } from "~/lib/sniff";

export type { MediaKind };
export { formatBytes };
export const mediaKinds = ["image", "pdf", "video"] as const satisfies readonly MediaKind[];

const MB = 1024 * 1024;

/** The largest file of each kind the library takes. */
export const uploadLimits: Record<MediaKind, number> = { image: 20 * MB, pdf: 50 * MB, video: 200 * MB };

export const kindLabels: Record<MediaKind, string> = { image: "Image", pdf: "PDF", video: "Video" };

/** What the upload form says it takes, in the words of its limits. */
export const uploadHint = "Images (JPEG, PNG, WebP, GIF, AVIF) up to 20 MB, PDFs up to 50 MB, MP4 videos up to 200 MB.";

/** Why an upload or a change was refused; the pages say it in words (`refusalMessages`). */
export type RefusalReason =
  | "not_media"
  | "no_file"
  | "not_a_form"
  | "cut_off"
  | "too_large_image"
  | "too_large_pdf"
  | "too_large_video"
  | "too_large_body"
  | "unreadable_image"
  | "other_kind"
  | "not_found";

export const refusalMessages: Record<RefusalReason, string> = {
  not_media: `This file is not one the library takes. ${uploadHint}`,
  no_file: "Choose a file to upload.",
  not_a_form: "Send the file with the upload form.",
  cut_off: "The upload was cut off before the whole file arrived. Try again.",
  too_large_image: `Images may be at most ${formatBytes(uploadLimits.image)}.`,
  too_large_pdf: `PDFs may be at most ${formatBytes(uploadLimits.pdf)}.`,
  too_large_video: `Videos may be at most ${formatBytes(uploadLimits.video)}.`,
  too_large_body: `An upload may be at most ${formatBytes(uploadLimits.video)}.`,
  unreadable_image: "This image cannot be read: it may be damaged. Export it again and upload that.",
  other_kind: "A file can only be replaced by one of the same kind (an image by an image, a PDF by a PDF, a video by a video).",
  not_found: "This file is not in the library any more.",
};

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  typeof value === "string" && Object.hasOwn(refusalMessages, value);

/** One file of the library as the admin's pages show it. */
export type MediaItem = {
  id: number;
  /** Its address on the site (`/media/library/...`), which a replacement keeps. */
  url: string;
  kind: MediaKind;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  title: string;
  tags: string[];
  /** An image's focal point; null means the centre. */
  focalPoint: FocalPoint | null;
  originalName: string;
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
};

/** An item offered by the picker of the block editor (`GET /admin/media/choose?q=&kind=`). */
export type MediaChoice = {
  id: number;
  url: string;
  alt: string;
  title: string;
  width: number | null;
  height: number | null;
  focalPoint: FocalPoint | null;
  kind: MediaKind;
};

/** What the picker offers of an item. */
export const choiceOf = ({ id, url, alt, title, width, height, focalPoint, kind }: MediaItem): MediaChoice => ({
  id,
  url,
  alt,
  title,
  width,
  height,
  focalPoint,
  kind,
});

/** A page whose published version or draft carries an item's address. */
export type MediaUse = {
  id: number;
  path: string;
  title: string;
  inPublished: boolean;
  inDraft: boolean;
  /** Where staff change what uses the file when it is no page (a gallery item); a page's is its editor. */
  editPath?: string;
};

export type LibraryFilter = { q: string; kind: MediaKind | ""; tag?: string };
export type LibraryPage = { items: MediaItem[]; total: number; page: number; pageSize: number; filter: LibraryFilter };

/** The address of one page of the library under `filter`; empty parts are left out. */
export function libraryHref(filter: LibraryFilter, page: number): string {
  const parts = Object.entries({ ...filter, page: page > 1 ? String(page) : "" }).filter(
    ([, value]) => value !== "" && value !== undefined,
  );
  const search = new URLSearchParams(parts);
  return `${href("/admin/media")}${search.size > 0 ? `?${search}` : ""}`;
}
