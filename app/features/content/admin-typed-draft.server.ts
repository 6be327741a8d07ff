import { createContext } from "react-router";
import { parseForm } from "~/admin/forms/parse-form.server";
import { readFormBody } from "~/platform/form-post.server";
import { mayOpen } from "../accounts";
import type { Block, BlockService } from "../blocks/index.server";
import { DetailsForm, draftDetailsOf, jsonOf } from "./admin-editor-forms.server";
import { DraftDetailsSchema } from "./editing.server";
import type { PreviewAuthority } from "./preview-access.server";
import { previewTarget } from "./preview-path";
import type { ContentPage, PageVersion } from "./schema";
import type { ContentService } from "./service.server";

/**
 * The draft an editor is typing, which the page editor's live preview posts to the page's own
 * preview address: the route's action reads it into this, and its loader shows it in place of the
 * stored draft. Nothing is stored (docs/decisions/0050).
 */
export const typedDraftContext = createContext<ContentPage | null>(null);

export type TypedDraftServices = {
  accounts: PreviewAuthority["accounts"];
  content: Pick<ContentService, "previewByPath" | "editing">;
  blocks: Pick<BlockService, "checkBlocks">;
};

/**
 * Each block as typed where its kind's schema takes it; a block half typed shows as it is stored,
 * and a new one only once it is whole, so the preview never shows what a save would refuse.
 */
function typedBlocks(services: TypedDraftServices, stored: Block[], sent: string | undefined): Block[] {
  const list = sent === undefined ? null : jsonOf(sent);
  if (!Array.isArray(list)) return stored;
  const checked = services.blocks.checkBlocks(list, stored);
  if (checked.ok) return checked.blocks;
  const refused = new Set(Object.keys(checked.errors).map((path) => path.split(".")[0]));
  // A list the editor cannot have sent (an id twice, not blocks at all) shows what is stored.
  if (refused.has("")) return stored;
  return list.flatMap((block: Block, index): Block[] => {
    if (!refused.has(String(index))) return [block];
    const kept = stored.find((candidate) => candidate.id === block.id);
    return kept ? [kept] : [];
  });
}

/** The version the editor's form holds, each part that a save would refuse shown as it is stored. */
function typedVersion(services: TypedDraftServices, stored: ContentPage, posted: FormData): PageVersion {
  const form = parseForm(DetailsForm, posted);
  const title = DraftDetailsSchema.shape.title.safeParse(form.values.title);
  return {
    title: title.success ? title.data : stored.title,
    metadata: form.ok ? draftDetailsOf(form.data).metadata : stored.metadata,
    elements: typedBlocks(services, stored.elements, form.values.elements),
  };
}

/**
 * The preview routes' action: a signed-in editor's typed draft of the page at this preview
 * address, made as safe as a save makes it. Anyone else's post is not read, and the loader
 * answers it as it answers a visit (the not-found page, or the stored draft to the secret's holders).
 */
export async function readTypedDraft(services: TypedDraftServices, request: Request, url: URL): Promise<ContentPage | null> {
  const target = previewTarget(url.pathname);
  if (target === null) return null;
  const staff = await services.accounts.currentStaff(request.headers);
  if (!staff || !mayOpen(staff.role, "admin-content")) return null;
  const stored = await services.content.previewByPath(target);
  if (!stored) return null;
  return services.content.editing.asTyped(stored, typedVersion(services, stored, await readFormBody(request)));
}
