import { data, href, redirect } from "react-router";
import { z } from "zod";
import type { AuditActor } from "~/features/audit";
import { type FileCheck, receiveFile, uploadAnswer } from "~/platform/file-upload.server";
import { type DocumentContainer, sniffDocumentContainer } from "~/lib/sniff";
import { formText } from "~/platform/unreadable-text";
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
import { displayTypes, documentTypes, isKnownTag, splitGroupedTag, DOCUMENT_TYPE_GROUP } from "./taxonomy";

// The loaders and actions of the admin's document screens. Each route checks the role first and
// hands in who is signed in; every answer is private (the routes add privateHeaders).

export type DocumentPageServices = { documentLibrary: DocumentLibrary; config: { STORAGE_DIR: string } };

/** What a document's page says after a post: a refusal with the fields' messages, or a confirmation. */
export type DocumentFormResult = { tone: "error" | "done"; message: string; errors?: Record<string, string[]> };

const DocumentId = z.coerce.number().int().min(1).max(2_147_483_647);
const ListQuery = z.object({
  q: z.string().trim().max(200).catch(""),
  status: z.enum(documentStatuses).or(z.literal("")).catch(""),
  type: z.enum(displayTypes).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

const Details = z.object({
  title: z.string().trim().min(1, "Give the document a title.").max(200, "Keep the title under 200 characters."),
  description: z.string().trim().max(2000, "Keep the description under 2,000 characters."),
  documentType: z.enum(documentTypes, "Choose the document type."),
  tags: z
    .array(z.string())
    .max(80, "Choose fewer facets.")
    .refine(
      (tags) => tags.every((tag) => isKnownTag(tag) && splitGroupedTag(tag)?.group !== DOCUMENT_TYPE_GROUP),
      "Choose facets from the list.",
    ),
});

const documentCheck: FileCheck<DocumentContainer> = {
  sniffBytes: 8,
  sniff: sniffDocumentContainer,
  maxBytes: () => DOCUMENT_MAX_BYTES,
  maxBodyBytes: DOCUMENT_MAX_BYTES + 64 * 1024,
};

const answer = (result: DocumentFormResult, status = 200) => data<DocumentFormResult>(result, { status });
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
  return { document, refusal: refusalFrom(search), notice };
}

function detailsFrom(form: FormData) {
  return Details.safeParse({
    title: formText(form, "title"),
    description: formText(form, "description"),
    documentType: formText(form, "documentType"),
    tags: [...new Set(form.getAll("tag[]").flatMap((tag) => (typeof tag === "string" ? [tag] : [])))],
  });
}

/** `POST /admin/documents/:documentId`: details (and, with `list`, into the library), withdraw, put back, delete. */
export async function documentAction(services: DocumentPageServices, idParam: string | undefined, request: Request, actor: AuditActor) {
  const document = await documentOr404(services, idParam);
  const form = await request.formData().catch(() => null);
  const library = services.documentLibrary;
  switch (form?.get("intent")) {
    case "details": {
      const details = detailsFrom(form!);
      if (!details.success) {
        const errors = z.flattenError(details.error).fieldErrors as Record<string, string[]>;
        return answer({ tone: "error", message: "The document is not saved: see the fields below.", errors }, 400);
      }
      const list = form!.get("list") === "yes";
      const saved = await library.saveDetails(document.id, details.data, actor, list);
      if (!saved.ok) return refused(saved.reason, 404);
      const listedNow = list && !document.listed;
      return answer({ tone: "done", message: listedNow ? "Saved, and in the library: visitors find it now." : "Saved." });
    }
    case "withdraw":
    case "restore": {
      const listed = form!.get("intent") === "restore";
      const changed = await library.setListed(document.id, listed, actor);
      if (!changed.ok) return refused(changed.reason, 404);
      return answer({
        tone: "done",
        message: listed ? "Back in the library." : "Withdrawn: the library, its search and its address no longer show it.",
      });
    }
    case "delete": {
      if (form!.get("confirm") !== "yes")
        return answer({ tone: "error", message: "Tick the box to confirm that the document goes for good." }, 400);
      const removed = await library.remove(document.id, actor);
      if (!removed.ok) return refused(removed.reason, 404);
      throw redirect(href("/admin/documents"));
    }
    default:
      return notSent();
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
