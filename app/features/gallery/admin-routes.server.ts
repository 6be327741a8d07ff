import type { FieldErrors, FormResult } from "~/admin/form-result";
import { data, href, redirect } from "react-router";
import { z } from "zod";
import { deleteForGoodForm } from "~/admin/forms/delete-for-good.server";
import { formIntent, parseForm, refusedForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import type { AuditActor } from "~/features/audit";
import type { MediaLibrary } from "~/features/media-library/index.server";
import type { RedirectService } from "~/features/seo/index.server";
import type { Logger } from "~/platform/logger";
import { type GalleryListQuery, galleryListHref, galleryOrigins } from "./admin-list";
import { ImageItemForm, VideoItemForm } from "./admin-item-forms.server";
import type { ImageItemInput, PictureFile, StaffChange, StaffGallery, VideoItemInput } from "./staff-gallery.server";
import type { StaffImageItem, StaffVideoItem } from "./staff-item";
import { videoPath } from "./video-links";

// The loaders and actions of the galleries' admin routes. Each route checks the role first and
// hands in who is signed in; every answer is private (the routes add privateHeaders).

export type GalleryAdminServices = {
  staffGallery: StaffGallery;
  mediaLibrary: Pick<MediaLibrary, "item">;
  /** A video that moves leaves a 301 at its old address, as a page does. */
  redirects: Pick<RedirectService, "removeFrom" | "saveRedirects">;
  log: Logger;
};

const ItemId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
const ListQuery = z.object({
  medium: z.enum(["images", "videos"]).catch("images"),
  category: z.string().trim().max(100).catch(""),
  q: z.string().trim().max(200).catch(""),
  origin: z.enum(galleryOrigins).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

const DeleteItem = deleteForGoodForm("Tick the box to confirm that the item goes.");
/** The gallery items' forms as their pages draw them. */
export const galleryItemFields = { image: formFieldsOf(ImageItemForm), video: formFieldsOf(VideoItemForm) };
export type GalleryItemFields = typeof galleryItemFields;

const query = (request: Request) => new URL(request.url).searchParams;
const answer = (result: FormResult, status = 200) => data<FormResult>(result, { status });
const notSent = () => answer({ tone: "error", message: "This form was not sent as the page gave it. Reload the page and try again." }, 400);
/** A refused item form: the messages at their fields, and what was typed. */
const refusedFields = (values: Record<string, string>, errors: FieldErrors) =>
  refusedForm({ values, errors }, {}, "Nothing is saved yet: see the fields below.");
/** What an item page posts: its item's form, or its deletion. */
const postedIntent = async (request: Request) => {
  const form = await request.formData().catch(() => null);
  return { form, intent: form ? formIntent(form, ["save", "delete"]) : null };
};

export const imagePath = (id: string) => href("/admin/gallery/images/:imageId", { imageId: id });
export const videoAdminPath = (id: string) => href("/admin/gallery/videos/:videoId", { videoId: id });

/** One gallery's items, filtered and paged; after a deletion, what went. */
export async function galleryListLoader(services: GalleryAdminServices, request: Request) {
  const search = query(request);
  const parsed: GalleryListQuery = ListQuery.parse(Object.fromEntries(search));
  const deleted = search.get("deleted")?.slice(0, 200) ?? null;
  return { list: await services.staffGallery.list(parsed), deleted: deleted ? `Deleted: ${deleted}.` : null };
}

async function itemOr404<Medium extends "images" | "videos">(services: GalleryAdminServices, medium: Medium, idParam: string | undefined) {
  const id = ItemId.safeParse(idParam);
  const item = id.success ? await services.staffGallery.item(id.data) : null;
  if (!item || item.medium !== medium) throw data({ message: "No such gallery item: it may have been deleted." }, { status: 404 });
  return item as Medium extends "images" ? StaffImageItem : StaffVideoItem;
}

/** A chosen file of the library as an item keeps it; nothing chosen keeps the item's own. */
async function chosenFile(services: GalleryAdminServices, id: number | "", kind: "image" | "video") {
  if (id === "") return { file: undefined };
  const item = await services.mediaLibrary.item(id);
  if (!item) return { error: "This file is not in the media library any more: choose another." };
  if (item.kind !== kind) return { error: kind === "image" ? "Choose an image." : "Choose an MP4 video." };
  if (kind === "video") return { file: { url: item.url, width: 0, height: 0 } };
  if (!item.width || !item.height) return { error: "This image cannot be read: choose another." };
  return { file: { url: item.url, width: item.width, height: item.height } satisfies PictureFile };
}

const refusalMessages = {
  stale: "Someone changed this item since you opened it. Reload the page to see their change, then make yours again.",
  slugTaken: "Another video has this address: choose another.",
  noPicture: "Choose a picture from the media library, or upload one.",
  noVideo: "Choose the video file from the media library, or upload one.",
  noVideoId: "Give the video's id, or its address on the provider's site.",
};

/** A refusal of the service as the form shows it; a deleted item is a 404. */
function refusedChange(outcome: Exclude<StaffChange, { ok: true }>, values: Record<string, string>, provider?: string) {
  switch (outcome.reason) {
    case "not_found":
      throw data({ message: "No such gallery item: it may have been deleted." }, { status: 404 });
    case "stale":
      return answer({ tone: "error", message: refusalMessages.stale, values }, 409);
    case "slug_taken":
      return refusedFields(values, { slug: [refusalMessages.slugTaken] });
    case "no_picture":
      return refusedFields(
        values,
        provider === undefined ? { imageId: [refusalMessages.noPicture] } : { posterId: [refusalMessages.noPicture] },
      );
    case "no_video":
      return refusedFields(
        values,
        provider === "raw_url" ? { videoFileId: [refusalMessages.noVideo] } : { videoId: [refusalMessages.noVideoId] },
      );
  }
}

export async function imageItemLoader(services: GalleryAdminServices, idParam: string | undefined, request: Request) {
  const item = await itemOr404(services, "images", idParam);
  return { item, notice: query(request).has("added") ? "Added: it is in the gallery now." : null, fields: galleryItemFields.image };
}

/** The new image item's empty form. */
export const newImageLoader = () => ({ fields: galleryItemFields.image });

/** The image item a form describes, or the refusal to show at its fields. */
async function imageInput(services: GalleryAdminServices, form: FormData) {
  const parsed = parseForm(ImageItemForm, form);
  if (!parsed.ok) return { refusal: refusedFields(parsed.values, parsed.errors) };
  const { values, data: item } = parsed;
  const chosen = await chosenFile(services, item.imageId, "image");
  if ("error" in chosen) return { refusal: refusedFields(values, { imageId: [chosen.error!] }) };
  const input: ImageItemInput = { ...item, picture: chosen.file };
  return { values, input, fingerprint: item.fingerprint };
}

/** `POST /admin/gallery/images/new`: a new image item, then its page. */
export async function newImageAction(services: GalleryAdminServices, request: Request, actor: AuditActor) {
  const { form, intent } = await postedIntent(request);
  if (!form || intent !== "save") return notSent();
  const read = await imageInput(services, form);
  if (read.refusal) return read.refusal;
  const added = await services.staffGallery.addImage(read.input, actor);
  if (!added.ok) return refusedChange(added, read.values);
  throw redirect(`${imagePath(added.item.id)}?added=1`);
}

async function deleteItem(
  services: GalleryAdminServices,
  form: FormData,
  item: { id: string; medium: "images" | "videos" },
  actor: AuditActor,
) {
  const confirmed = parseForm(DeleteItem, form);
  if (!confirmed.ok) return answer({ tone: "error", message: confirmed.errors.confirm?.join(" ") ?? "" }, 400);
  const removed = await services.staffGallery.remove(item.id, actor);
  if (!removed) throw data({ message: "No such gallery item: it may have been deleted." }, { status: 404 });
  const list = galleryListHref({ medium: item.medium, category: "", q: "", origin: "" });
  throw redirect(`${list}${list.includes("?") ? "&" : "?"}${new URLSearchParams({ deleted: removed.source.title })}`);
}

/** `POST /admin/gallery/images/:imageId`: save (intent `save`) or delete (intent `delete`, confirmed). */
export async function imageItemAction(services: GalleryAdminServices, idParam: string | undefined, request: Request, actor: AuditActor) {
  const item = await itemOr404(services, "images", idParam);
  const { form, intent } = await postedIntent(request);
  if (form && intent === "delete") return deleteItem(services, form, item, actor);
  if (!form || intent !== "save") return notSent();
  const read = await imageInput(services, form);
  if (read.refusal) return read.refusal;
  const saved = await services.staffGallery.changeImage(item.id, read.input, read.fingerprint, actor);
  if (!saved.ok) return refusedChange(saved, read.values);
  return answer({
    tone: "done",
    message: saved.unchanged ? "Nothing to save: the item is as it was." : "Saved: the gallery shows the change now.",
  });
}

export async function videoItemLoader(services: GalleryAdminServices, idParam: string | undefined, request: Request) {
  const item = await itemOr404(services, "videos", idParam);
  return { item, notice: query(request).has("added") ? "Added: the video has its page now." : null, fields: galleryItemFields.video };
}

/** The new video's empty form. */
export const newVideoLoader = () => ({ fields: galleryItemFields.video });

async function videoInput(services: GalleryAdminServices, form: FormData) {
  const parsed = parseForm(VideoItemForm, form);
  if (!parsed.ok) return { refusal: refusedFields(parsed.values, parsed.errors) };
  const { values } = parsed;
  const [poster, file] = await Promise.all([
    chosenFile(services, parsed.data.posterId, "image"),
    parsed.data.provider === "raw_url" ? chosenFile(services, parsed.data.videoFileId, "video") : Promise.resolve({ file: undefined }),
  ]);
  const errors = {
    ...("error" in poster ? { posterId: [poster.error!] } : {}),
    ...("error" in file ? { videoFileId: [file.error!] } : {}),
  };
  if (Object.keys(errors).length > 0) return { refusal: refusedFields(values, errors) };
  const input: VideoItemInput = {
    ...parsed.data,
    videoId: parsed.data.provider === "raw_url" ? file.file?.url : parsed.data.videoId,
    poster: poster.file,
  };
  return { values, input, fingerprint: parsed.data.fingerprint };
}

/**
 * Keeps the video's address free of redirects (one would hide it) and, when it moved, leaves a
 * 301 at the old one, as a page's move does.
 */
async function settleAddress(services: GalleryAdminServices, slug: string, formerSlug?: string) {
  const path = videoPath(slug, undefined);
  await services.redirects.removeFrom(path);
  if (formerSlug) await services.redirects.saveRedirects([{ from: videoPath(formerSlug, undefined), to: path, status: 301 }], services.log);
}

/** `POST /admin/gallery/videos/new`: a new video, then its page. */
export async function newVideoAction(services: GalleryAdminServices, request: Request, actor: AuditActor) {
  const { form, intent } = await postedIntent(request);
  if (!form || intent !== "save") return notSent();
  const read = await videoInput(services, form);
  if (read.refusal) return read.refusal;
  const added = await services.staffGallery.addVideo(read.input, actor);
  if (!added.ok) return refusedChange(added, read.values, read.input.provider);
  await settleAddress(services, read.input.slug);
  throw redirect(`${videoAdminPath(added.item.id)}?added=1`);
}

/** `POST /admin/gallery/videos/:videoId`: save (intent `save`) or delete (intent `delete`, confirmed). */
export async function videoItemAction(services: GalleryAdminServices, idParam: string | undefined, request: Request, actor: AuditActor) {
  const item = await itemOr404(services, "videos", idParam);
  const { form, intent } = await postedIntent(request);
  if (form && intent === "delete") return deleteItem(services, form, item, actor);
  if (!form || intent !== "save") return notSent();
  const read = await videoInput(services, form);
  if (read.refusal) return read.refusal;
  const saved = await services.staffGallery.changeVideo(item.id, read.input, read.fingerprint, actor);
  if (!saved.ok) return refusedChange(saved, read.values, read.input.provider);
  if (saved.unchanged) return answer({ tone: "done", message: "Nothing to save: the video is as it was." });
  await settleAddress(services, read.input.slug, saved.formerSlug);
  return answer({
    tone: "done",
    message: saved.formerSlug
      ? `Saved. The video's address is ${videoPath(read.input.slug, undefined)} now; the old one leads there.`
      : "Saved: the gallery shows the change now.",
  });
}
