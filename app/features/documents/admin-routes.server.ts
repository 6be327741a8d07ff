import type { FormResult } from "~/admin/form-result";
import { data, href, redirect } from "react-router";
import { z } from "zod";
import { deleteForGoodForm } from "~/admin/forms/delete-for-good.server";
import { formIntent, parseForm, refusedForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import type { AuditActor } from "~/features/audit";
import { type FileCheck, receiveFile, uploadAnswer } from "~/platform/file-upload.server";
import { type DocumentContainer, sniffDocumentContainer } from "~/lib/sniff";
import {
  DOCUMENT_MAX_BYTES,
  type DocumentRefusal,
  documentListHref,
  documentPagePath,
  documentRefusals,
  documentStatuses,
  isDocumentRefusal,
} from "./library";
import type { DocumentLibrary } from "./library.server";
import { displayTypes, documentTypes, groupedTags } from "./taxonomy";

// The loaders and actions of the admin's document screens. Each route checks the role first and
// hands in who is signed in; every answer is private (the routes add privateHeaders).

export type DocumentPageServices = { documentLibrary: DocumentLibrary; config: { STORAGE_DIR: string } };

/** What a document's page says after a post: a refusal with the fields' messages, or a confirmation. */

const DocumentId = z.coerce.number().int().min(1).max(2_147_483_647);
const ListQuery = z.object({
  q: z.string().trim().max(200).catch(""),
  status: z.enum(documentStatuses).or(z.literal("")).catch(""),
  type: z.enum(displayTypes).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

const Details = z.object({
  title: z.string().trim().min(1, "Give the document a title.").max(200, "Keep the title under 200 characters.").meta({ label: "Title" }),
  description: z
    .string()
    .trim()
    .max(2000, "Keep the description under 2,000 characters.")
    .meta({ label: "Description", hint: "A sentence or two; the search reads it.", input: "textarea" }),
  documentType: z.enum(documentTypes, "Choose the document type.").meta({ label: "Document type" }),
  // Posted as `tag[]` grouped tags (FacetFields); the Document Type is its own field.
  tag: z.array(z.enum(groupedTags(), "Choose facets from the list.")).max(80, "Choose fewer facets.").meta({
    label: "Facets",
    hint: "Visitors filter the library by these. Tick every value the document is about; a group with none ticked does not hide it.",
  }),
  /** The second button: save, and put the document in the library. */
  list: z.stringbool().default(false).meta({ label: "Save and put in the library" }),
});
const DeleteDocument = deleteForGoodForm("Tick the box to confirm that the document goes for good.");
/** A document page's details form, as it draws it. */
const documentFields = formFieldsOf(Details);
export type DocumentFields = typeof documentFields;

const documentCheck: FileCheck<DocumentContainer> = {
  sniffBytes: 8,
  sniff: sniffDocumentContainer,
  maxBytes: () => DOCUMENT_MAX_BYTES,
  maxBodyBytes: DOCUMENT_MAX_BYTES + 64 * 1024,
};

const answer = (result: FormResult, status = 200) => data<FormResult>(result, { status });
const refused = (reason: DocumentRefusal, status = 400) => answer({ tone: "error", message: documentRefusals[reason] }, status);
const notSent = () => answer({ tone: "error", message: "This form was not sent as the page gave it. Reload the page and try again." }, 400);

/** A refusal named in the address by the upload route, for a browser that sent the form without scripts. */
function refusalFrom(search: URLSearchParams): string | null {
  const reason = search.get("refused");
  return isDocumentRefusal(reason) ? documentRefusals[reason] : null;
}

export async function documentsLoader(services: DocumentPageServices, request: Request) {
  const search = new URL(request.url).searchParams;
  const { page, ...filter } = ListQuery.parse(Object.fromEntries(search));
  return { ...(await services.documentLibrary.list(filter, page)), refusal: refusalFrom(search) };
}

async function documentOr404(services: DocumentPageServices, idParam: string | undefined) {
  const id = DocumentId.safeParse(idParam);
  const document = id.success ? await services.documentLibrary.document(id.data) : null;
  if (!document) throw data({ message: "No such document in the library." }, { status: 404 });
  return document;
}

export async function documentLoader(services: DocumentPageServices, idParam: string | undefined, request: Request) {
  const document = await documentOr404(services, idParam);
  const search = new URL(request.url).searchParams;
  const notice = search.has("replaced") ? "The file is replaced. Its address is the same, so every link gives the new one." : null;
  return { document, refusal: refusalFrom(search), notice, fields: documentFields };
}

/** `POST /admin/documents/:documentId`: details (and, with `list`, into the library), withdraw, put back, delete. */
export async function documentAction(services: DocumentPageServices, idParam: string | undefined, request: Request, actor: AuditActor) {
  const document = await documentOr404(services, idParam);
  const form = await request.formData().catch(() => null);
  const library = services.documentLibrary;
  const intent = form ? formIntent(form, ["details", "withdraw", "restore", "delete"]) : null;
  if (!form || !intent) return notSent();
  switch (intent) {
    case "details": {
      const details = parseForm(Details, form);
      if (!details.ok) return refusedForm(details, {}, "The document is not saved: see the fields below.");
      const { tag, list, ...fields } = details.data;
      const saved = await library.saveDetails(document.id, { ...fields, tags: [...new Set(tag)] }, actor, list);
      if (!saved.ok) return refused(saved.reason, 404);
      const listedNow = list && !document.listed;
      return answer({ tone: "done", message: listedNow ? "Saved, and in the library: visitors find it now." : "Saved." });
    }
    case "withdraw":
    case "restore": {
      const listed = intent === "restore";
      const changed = await library.setListed(document.id, listed, actor);
      if (!changed.ok) return refused(changed.reason, 404);
      return answer({
        tone: "done",
        message: listed ? "Back in the library." : "Withdrawn: the library, its search and its address no longer show it.",
      });
    }
    case "delete": {
      const confirmed = parseForm(DeleteDocument, form);
      if (!confirmed.ok) return answer({ tone: "error", message: confirmed.errors.confirm?.join(" ") ?? "" }, 400);
      const removed = await library.remove(document.id, actor);
      if (!removed.ok) return refused(removed.reason, 404);
      throw redirect(href("/admin/documents"));
    }
  }
}

/**
 * `POST /admin/documents/upload`: a new document, or with `?replaces=<id>` a new file in a
 * document's place. The body is streamed to disk and checked by its bytes and its name.
 */
export async function documentUploadAction(services: DocumentPageServices, request: Request, actor: AuditActor) {
  const replaces = new URL(request.url).searchParams.get("replaces");
  const replacing = replaces === null ? null : await documentOr404(services, replaces);
  const back = replacing ? documentPagePath(replacing.id) : documentListHref({ q: "", status: "", type: "" }, 1);
  const refusedUpload = (status: number, reason: DocumentRefusal) =>
    uploadAnswer(request, { status, reason, message: documentRefusals[reason], back });

  const upload = await receiveFile(request, services.config.STORAGE_DIR, documentCheck);
  if (upload.kind === "refused") return refusedUpload(upload.status, upload.reason);
  if (replacing) {
    const replaced = await services.documentLibrary.replace(replacing.id, upload.file, actor);
    if (!replaced.ok) return refusedUpload(400, replaced.reason);
    return uploadAnswer(request, { status: 200, id: replacing.id, location: `${back}?replaced=1` });
  }
  const added = await services.documentLibrary.add(upload.file, actor);
  if (!added.ok) return refusedUpload(400, added.reason);
  return uploadAnswer(request, { status: 201, id: added.document.id, location: documentPagePath(added.document.id) });
}
