import { data, href, redirect } from "react-router";
import { z } from "zod";
import { readFormBody } from "~/platform/form-post.server";
import { type ParsedForm, parseForm } from "~/admin/forms/parse-form.server";
import type { Logger } from "~/platform/logger";
import type { AuditActor } from "../audit";
import type { AuditRecorder } from "../audit/index.server";
import type { BlockKind } from "../blocks";
import type { BlockService } from "../blocks/index.server";
import type { EditorEntity, EditResult } from "./editing";
import type { VersionRef } from "./editing.server";
import {
  CompareQuery,
  detailLabels,
  draftDetailsOf,
  EditorForm,
  type EditorIntent,
  editorFields,
  type EditorFields,
  jsonOf,
  scheduledAt,
} from "./admin-editor-forms.server";
import { compareVersions, type VersionComparison } from "./version-diff";
import type { DraftAnswer } from "./save-conflict";
import { type BlockWords, saveConflict } from "./save-conflict.server";
import { readableFields } from "./readable-fields";
import type { ContentService } from "./service.server";

// The loader and action of one entity's page in the admin. The route checks the role first.

export type EntityEditorServices = {
  content: Pick<ContentService, "editing">;
  blocks: Pick<BlockService, "blockKinds" | "checkBlocks">;
  /** Where a moved page's old address is sent (features/seo). */
  redirects: { saveRedirects(inputs: readonly unknown[], log: Logger): Promise<unknown>; removeFrom(from: string): Promise<void> };
  /** The 301 a move leaves is a change to the redirects, recorded as such. */
  audit: AuditRecorder;
  log: Logger;
};

/** The page's answer: blocks' errors at their fields, or the version a refused save met (save-conflict.ts). */
type DraftResult = DraftAnswer;

type Refusal = Exclude<EditResult, { ok: true }>;

const EntityId = z.coerce.number().int().min(1).max(2_147_483_647);

const refusals: Record<Exclude<Refusal["reason"], "bad_path">, string> = {
  conflict:
    "Someone saved this page after you opened it, so yours is not saved yet. What you typed is still here: compare it with their version beside the Save button, then keep yours or take theirs.",
  not_found: "This page does not exist any more.",
  nothing_to_publish: "There is no draft to publish.",
  not_published: "This page is not on the site.",
  no_such_revision: "That revision is not in this page's history.",
  component: "Parts of the site such as menus cannot be copied, moved or deleted.",
  path_taken: "Another page has that address.",
};

const doneMessages: Record<EditorIntent, string> = {
  details: "The draft is saved.",
  autosave: "The draft is saved.",
  publish: "Published: visitors see it now.",
  schedule: "Scheduled: the draft goes live by itself at that time, as it is then.",
  unschedule: "The scheduled publication is cancelled.",
  unpublish: "Taken off the site. It stays here as a draft.",
  schedule_unpublish: "Scheduled: the page comes off the site by itself at that time. Its draft stays here.",
  unschedule_unpublish: "The scheduled removal is cancelled.",
  restore: "The earlier revision is the draft now. Publish it when it is right.",
  duplicate: "Copied.",
  move: "Moved. The old address now sends visitors here (301).",
  delete: "Deleted.",
};

function refused(message: string, status: number, field?: string, typed?: Record<string, string>) {
  return data<DraftResult>({ tone: "error", message, ...(field ? { errors: { [field]: [message] } } : {}), values: typed }, { status });
}

/** A refusal of the store, said at the field it concerns when there is one. */
function refusedBecause(refusal: Refusal, field?: string, typed?: Record<string, string>) {
  const message = refusal.reason === "bad_path" ? refusal.message : refusals[refusal.reason];
  const status = { conflict: 409, not_found: 404 }[refusal.reason as string] ?? 400;
  return refused(message, status, field, typed);
}

export type EntityEditorData = {
  entity: EditorEntity;
  blockKinds: BlockKind[];
  sitePaths: string[];
  comparison: VersionComparison | null;
  fields: EditorFields;
};

/** A block's kind in the editors' words. */
/** How the editor reads a block: its kind's name, and its fields by their labels as text. */
function blockWords(services: EntityEditorServices): BlockWords {
  const kinds = new Map(services.blocks.blockKinds().map((kind) => [kind.renderName, kind]));
  return {
    nameOf: (block) => kinds.get(block.render_name)?.name ?? block.render_name,
    textOf: (block) =>
      readableFields(block.value, kinds.get(block.render_name))
        .map((field) => `${field.label}: ${field.text}`)
        .join("\n"),
  };
}

const refLabel = (ref: VersionRef) => (ref === "published" ? "what is published" : ref === "draft" ? "the draft" : `revision ${ref}`);

/** The comparison the page was asked for (`?from=&to=`: published, draft or a revision number), if any. */
async function comparisonFor(services: EntityEditorServices, id: number, search: URLSearchParams): Promise<VersionComparison | null> {
  const query = CompareQuery.safeParse(Object.fromEntries(search));
  if (!query.success) return null;
  const { from, to } = query.data;
  const [before, after] = await Promise.all([services.content.editing.versionOf(id, from), services.content.editing.versionOf(id, to)]);
  const kinds = new Map(services.blocks.blockKinds().map((kind) => [kind.renderName, kind]));
  const base = { refs: { from: String(from), to: String(to) }, from: refLabel(from), to: refLabel(to) };
  if (!before || !after) return { ...base, changes: null };
  return { ...base, changes: compareVersions(before, after, (renderName) => kinds.get(renderName), detailLabels) };
}

export async function entityEditorLoader(
  services: EntityEditorServices,
  idParam: string | undefined,
  search: URLSearchParams,
): Promise<EntityEditorData> {
  const id = EntityId.safeParse(idParam);
  const entity = id.success ? await services.content.editing.entityForEditor(id.data) : null;
  if (!entity) throw data({ message: "No such page." }, { status: 404 });
  return {
    entity,
    blockKinds: services.blocks.blockKinds(),
    sitePaths: await services.content.editing.sitePaths(),
    comparison: await comparisonFor(services, entity.id, search),
    fields: editorFields,
  };
}

type Submission<Intent extends EditorIntent> = {
  id: number;
  form: Extract<EditorForm, { intent: Intent }>;
  values: Record<string, string>;
  author: AuditActor;
  services: EntityEditorServices;
};
type Handler<Intent extends EditorIntent> = (submission: Submission<Intent>) => Promise<EditResult | Response | ReturnType<typeof refused>>;

/** The draft's details and blocks, saved by the editor or by the page after a pause in typing. */
async function saveDraft({
  id,
  form,
  values,
  author,
  services,
}: Submission<"details"> | Submission<"autosave">): ReturnType<Handler<"details">> {
  const { elements } = form;
  const details = draftDetailsOf(form);
  const entity = await services.content.editing.entityForEditor(id);
  if (!entity) return { ok: false, reason: "not_found" };
  const blocks = elements === undefined ? null : services.blocks.checkBlocks(jsonOf(elements), entity.elements);
  if (blocks && !blocks.ok)
    return data<DraftResult>({ tone: "error", message: blocks.message, errors: {}, blockErrors: blocks.errors, values }, { status: 400 });
  const elementsSent = blocks?.ok ? blocks.blocks : null;
  const how = form.intent === "autosave" ? "autosave" : "save";
  const saved = await services.content.editing.saveDraft(id, details, elementsSent, form.revision, author, how);
  if (saved.ok || saved.reason !== "conflict") return saved;
  // Nothing typed is lost: the page keeps it, and shows the version saved meanwhile beside it.
  const newer = (await services.content.editing.entityForEditor(id)) ?? entity;
  const conflict = saveConflict(
    newer,
    { ...details, elements: elementsSent ?? newer.elements },
    editorFields.details,
    blockWords(services),
  );
  return data<DraftResult>({ tone: "error", message: refusals.conflict, values, conflict }, { status: 409 });
}

const handlers: { [Intent in EditorIntent]: Handler<Intent> } = {
  details: saveDraft,
  autosave: saveDraft,

  publish: ({ id, form, author, services }) => services.content.editing.publish(id, form.revision, author),

  schedule: ({ id, form, author, services }) =>
    services.content.editing.schedule(id, scheduledAt(form.publishAt, form.publishAtOffset), form.revision, author),

  schedule_unpublish: ({ id, form, author, services }) =>
    services.content.editing.scheduleUnpublish(id, scheduledAt(form.unpublishAt, form.unpublishAtOffset), form.revision, author),

  unschedule_unpublish: ({ id, form, author, services }) => services.content.editing.unscheduleUnpublish(id, form.revision, author),

  unschedule: ({ id, form, author, services }) => services.content.editing.unschedule(id, form.revision, author),

  unpublish: ({ id, form, author, services }) => services.content.editing.unpublish(id, form.revision, author),

  restore: ({ id, form, author, services }) => services.content.editing.restore(id, form.restore, form.revision, author),

  async duplicate({ id, form, author, services }) {
    const copy = await services.content.editing.duplicate(id, form.path, author);
    if (copy.ok) return redirect(href("/admin/content/:id", { id: String(copy.id) }));
    return refusedBecause(copy, "path", { path: form.path });
  },

  async move({ id, form, author, services }) {
    const path = form.newPath;
    const moved = await services.content.editing.move(id, path, form.revision, author);
    if (!moved.ok) return refusedBecause(moved, "newPath", { newPath: path });
    if (moved.from) {
      // A redirect away from the new address would hide the page now living there.
      await services.redirects.removeFrom(path);
      await services.redirects.saveRedirects([{ from: moved.from, to: path, status: 301 }], services.log);
      const after = { to: path, status: 301 };
      await services.audit.record({ actor: author, area: "redirects", action: "created by moving a page", subject: moved.from, after });
    }
    return moved;
  },

  async delete({ id, form, author, services }) {
    const removed = await services.content.editing.remove(id, form.revision, author);
    return removed.ok ? redirect(href("/admin/content")) : removed;
  },
};

const NOT_AS_GIVEN = "This form was not sent as the page gave it. Reload the page and try again.";

type Refused = Exclude<ParsedForm<EditorForm>, { ok: true }>;

/** Refused details, said at their fields, with what the blocks sent beside them have wrong too. */
async function refusedDetails(services: EntityEditorServices, id: number, { errors, values }: Refused) {
  const entity = await services.content.editing.entityForEditor(id);
  const blocks = entity && values.elements !== undefined ? services.blocks.checkBlocks(jsonOf(values.elements), entity.elements) : null;
  const blockErrors = blocks && !blocks.ok ? blocks.errors : undefined;
  return data<DraftResult>({ tone: "error", message: "Some fields need a change.", errors, blockErrors, values }, { status: 400 });
}

/** A refused form other than the details: its message above the page, or at its one field. */
function refusedEditorForm({ errors, values }: Refused) {
  if (errors.intent || errors.revision) return refused(NOT_AS_GIVEN, 400);
  if (errors.confirm?.[0]) return refused(errors.confirm[0], 400);
  if (errors.restore) return refused(refusals.no_such_revision, 400);
  for (const field of ["publishAt", "unpublishAt", "newPath", "path"] as const) {
    const message = errors[field]?.[0];
    if (message) return refused(message, 400, field, { [field]: values[field] ?? "" });
  }
  return refused(NOT_AS_GIVEN, 400);
}

export async function entityEditorAction(
  services: EntityEditorServices,
  idParam: string | undefined,
  request: Request,
  author: AuditActor,
) {
  const id = EntityId.safeParse(idParam);
  const parsed = parseForm(EditorForm, await readFormBody(request));
  if (!id.success) return refused(NOT_AS_GIVEN, 400);
  if (!parsed.ok && (parsed.values.intent === "details" || parsed.values.intent === "autosave"))
    return refusedDetails(services, id.data, parsed);
  if (!parsed.ok) return refusedEditorForm(parsed);

  const form = parsed.data;
  const handler = handlers[form.intent] as Handler<typeof form.intent>;
  const outcome = await handler({ id: id.data, form, values: parsed.values, author, services });
  if (outcome instanceof Response) throw outcome;
  if (!("ok" in outcome)) return outcome;
  if (!outcome.ok) return refusedBecause(outcome);
  const savedAt = form.intent === "details" || form.intent === "autosave" ? { savedAt: new Date().toISOString() } : {};
  return data<DraftResult>({ tone: "done", message: doneMessages[form.intent], ...savedAt });
}
