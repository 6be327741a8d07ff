import type { FormResult } from "~/admin/form-result";
import { data, href, redirect } from "react-router";
import { z } from "zod";
import { uploadAnswer } from "~/platform/file-upload.server";
import { deleteForGoodForm } from "~/admin/forms/delete-for-good.server";
import { formIntent, parseForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import { tagList } from "~/admin/forms/tag-list.server";
import type { AuditActor } from "../audit";
import {
  type LibraryFilter,
  type LibraryPage,
  type MediaChoice,
  type MediaItem,
  type MediaUse,
  type RefusalReason,
  choiceOf,
  isRefusalReason,
  libraryHref,
  mediaKinds,
  refusalMessages,
} from "./media";
import type { MediaLibrary, RemoveResult } from "./service.server";
import { receiveUpload } from "./upload.server";

// The loaders and actions of the library's admin routes. Each route checks the role first; every
// answer is private (the routes add privateHeaders).

export type MediaLibraryServices = { mediaLibrary: MediaLibrary; config: { STORAGE_DIR: string } };

/** What an item's page says after a change: a refusal (with the pages in the way) or a confirmation. */
/** A media item's answer; a refused removal lists where the file is still used. */
type ItemResult = FormResult<never, { uses?: MediaUse[] }>;

const ItemId = z.coerce.number().int().min(1).max(2_147_483_647);
const LibraryQuery = z.object({
  q: z.string().trim().max(200).catch(""),
  tag: z.string().trim().max(60).catch(""),
  kind: z.enum(mediaKinds).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
const notAPercent = "A whole percentage from 0 to 100, or empty for the centre.";
/** One coordinate of an image's focal point as its form posts it; empty is none. */
const focalPercent = (label: string, hint: string) =>
  z
    .string()
    .trim()
    .regex(/^(100|\d{1,2})?$/, notAPercent)
    .transform((typed) => (typed === "" ? null : Number(typed)))
    .meta({ label, hint });
const Details = z.object({
  intent: z.literal("details"),
  alt: z
    .string()
    .trim()
    .max(500, "Keep the alt text under 500 characters.")
    .meta({ label: "Alt text", hint: "What the image shows, for people who cannot see it and for search engines.", input: "textarea" }),
  title: z.string().trim().min(1, "Give the file a title.").max(200, "Keep the title under 200 characters.").meta({ label: "Title" }),
  tags: tagList({ tagMax: 60, tagsMax: 20, lineMax: 1500 }).meta({
    label: "Tags",
    hint: "Separated by commas, such as Folding doors, Kitchen: the library and the picker find the file by them.",
  }),
  focal_x: focalPercent("Across (%)", "0 is the left edge, 100 the right edge."),
  focal_y: focalPercent("Down (%)", "0 is the top, 100 the bottom."),
});
const ItemForm = z.discriminatedUnion("intent", [Details, deleteForGoodForm("Tick the box to confirm that the file goes for good.")]);
/** The item page's description form, as the page draws it. */
const detailsFields = formFieldsOf(Details);
export type MediaDetailsFields = typeof detailsFields;
// A new file's first details, sent beside it: what cannot be read is left empty, to fill in on its page.
const UploadDetails = z.object({
  alt: z.string().trim().max(500).catch("").meta({
    label: "Alt text of an image",
    hint: "What it shows, for people who cannot see it. You may add it on the file's page after the upload.",
  }),
  title: z.string().trim().max(200).catch("").meta({ label: "Title" }),
});
const uploadFields = formFieldsOf(UploadDetails);
export type MediaUploadFields = typeof uploadFields;

/** The library's filter from its address; anything unreadable falls back to "all" rather than failing. */
function libraryQueryFrom(search: URLSearchParams): LibraryFilter & { page: number } {
  return LibraryQuery.parse({
    q: search.get("q") ?? "",
    tag: search.get("tag") ?? "",
    kind: search.get("kind") ?? "",
    page: search.get("page") ?? 1,
  });
}

/** A refusal named in the address by the upload route, for a browser that sent the form without scripts. */
const refusalFrom = (search: URLSearchParams): string | null => {
  const refused = search.get("refused");
  return isRefusalReason(refused) ? refusalMessages[refused] : null;
};

export async function libraryLoader(
  services: MediaLibraryServices,
  request: Request,
): Promise<LibraryPage & { tags: string[]; refusal: string | null; fields: MediaUploadFields }> {
  const search = new URL(request.url).searchParams;
  const { page, ...filter } = libraryQueryFrom(search);
  const [library, tags] = await Promise.all([services.mediaLibrary.list(filter, page), services.mediaLibrary.tagsInUse()]);
  return { ...library, tags, refusal: refusalFrom(search), fields: uploadFields };
}

/** The block editor's picker: `{ items }`, newest first, at most 48, and the fields of an upload from the picker. */
export async function choicesLoader(
  services: MediaLibraryServices,
  request: Request,
): Promise<{ items: MediaChoice[]; fields: MediaUploadFields }> {
  const { page: _page, ...filter } = libraryQueryFrom(new URL(request.url).searchParams);
  return { items: await services.mediaLibrary.choices(filter), fields: uploadFields };
}

async function itemOr404(services: MediaLibraryServices, idParam: string | undefined): Promise<MediaItem> {
  const id = ItemId.safeParse(idParam);
  const item = id.success ? await services.mediaLibrary.item(id.data) : null;
  if (!item) throw data({ message: "No such file in the library." }, { status: 404 });
  return item;
}

export async function itemLoader(services: MediaLibraryServices, idParam: string | undefined, request: Request) {
  const item = await itemOr404(services, idParam);
  const search = new URL(request.url).searchParams;
  const notice = search.has("replaced") ? "The file is replaced. Its address is the same, so every page shows the new one." : null;
  return { item, uses: await services.mediaLibrary.uses(item), refusal: refusalFrom(search), notice, fields: detailsFields };
}

const refused = (message: string, status: number, extra: Partial<ItemResult> = {}) =>
  data<ItemResult>({ tone: "error", message, ...extra }, { status });

function refusedBecause(result: Exclude<RemoveResult, { ok: true }>) {
  if (result.reason === "in_use")
    return refused("This file is on the pages or gallery items below. Take it off them first, then delete it.", 409, { uses: result.uses });
  return refused(refusalMessages[result.reason], result.reason === "not_found" ? 404 : 400);
}

export async function itemAction(services: MediaLibraryServices, idParam: string | undefined, request: Request, actor: AuditActor) {
  const item = await itemOr404(services, idParam);
  const form = await request.formData().catch(() => null);
  const intent = form ? formIntent(form, ["details", "delete"]) : null;
  if (!form || !intent) return refused("This form was not sent as the page gave it. Reload the page and try again.", 400);
  const parsed = parseForm(ItemForm, form);
  if (!parsed.ok)
    return intent === "delete"
      ? refused(parsed.errors.confirm?.[0] ?? "Tick the box to confirm that the file goes for good.", 400)
      : refused("Some fields need a change.", 400, { errors: parsed.errors });
  if (parsed.data.intent === "delete") {
    const removed = await services.mediaLibrary.remove(item.id, actor);
    if (!removed.ok) return refusedBecause(removed);
    throw redirect(href("/admin/media"));
  }
  const { alt, title, tags, focal_x: x, focal_y: y } = parsed.data;
  // An image's words for people who cannot see it are not optional (WCAG 1.1.1).
  if (item.kind === "image" && !alt)
    return refused("Some fields need a change.", 400, { errors: { alt: ["Describe the image for people who cannot see it."] } });
  if ((x === null) !== (y === null)) {
    const missing = x === null ? "focal_x" : "focal_y";
    return refused("Some fields need a change.", 400, {
      errors: { [missing]: ["Give both percentages, or leave both empty for the centre."] },
    });
  }
  const focalPoint = item.kind === "image" && x !== null && y !== null ? { x, y } : null;
  const details = { alt, title, tags, focalPoint };
  const saved = await services.mediaLibrary.saveDetails(item.id, details, actor);
  if (!saved.ok) return refusedBecause(saved);
  return data<ItemResult>({ tone: "done", message: "Saved." });
}

/** A refusal of the upload route, in the library's words. */
const refusedUpload = (status: number, reason: RefusalReason, back: string) => ({ status, reason, message: refusalMessages[reason], back });

/**
 * `POST /admin/media/upload`: a new file, or with `?replaces=<id>` a new file in an item's place.
 * The body is streamed to disk and checked by its bytes (upload.server.ts).
 */
export async function uploadAction(services: MediaLibraryServices, request: Request, uploadedBy: AuditActor) {
  const replaces = new URL(request.url).searchParams.get("replaces");
  const replacing = replaces === null ? null : await itemOr404(services, replaces);
  const itemPath = (id: number) => href("/admin/media/:itemId", { itemId: String(id) });
  const back = replacing ? itemPath(replacing.id) : libraryHref({ q: "", kind: "" }, 1);
  const upload = await receiveUpload(request, services.config.STORAGE_DIR);
  if (upload.kind === "refused") return uploadAnswer(request, refusedUpload(upload.status, upload.reason, back));

  if (replacing) {
    const replaced = await services.mediaLibrary.replace(replacing.id, upload.file, uploadedBy);
    if (!replaced.ok) return uploadAnswer(request, refusedUpload(400, replaced.reason, back));
    return uploadAnswer(request, { status: 200, id: replacing.id, location: `${back}?replaced=1` });
  }
  const added = await services.mediaLibrary.add(upload.file, UploadDetails.parse(upload.fields), uploadedBy);
  if (!added.ok) return uploadAnswer(request, refusedUpload(400, added.reason, back));
  // The item itself too, for a form that chose it by uploading it (a gallery item's picture).
  return uploadAnswer(request, { status: 201, id: added.item.id, location: itemPath(added.item.id), item: choiceOf(added.item) });
}
