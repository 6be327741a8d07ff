import { data, href, redirect } from "react-router";
import { z } from "zod";
import { readFormBody } from "~/platform/form-post.server";
import { unreadableJsonPath, formText, withoutUnreadableText } from "~/platform/unreadable-text";
import type { Logger } from "~/platform/logger";
import type { AuditActor } from "../audit";
import type { AuditRecorder } from "../audit/index.server";
import type { BlockKind } from "../blocks";
import type { BlockService } from "../blocks/index.server";
import { isPageStructuredData } from "../seo";
import type { EditorEntity, EditResult } from "./editing";
import { DraftDetailsSchema, type VersionRef } from "./editing.server";
import { compareVersions, type VersionComparison } from "./version-diff";
import type { EditorResult } from "./admin-ui/EntityEditor";
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

type Refusal = Exclude<EditResult, { ok: true }>;

const EntityId = z.coerce.number().int().min(1).max(2_147_483_647);
const Revision = z.coerce.number().int().min(1).max(2_147_483_647);
const Intent = z.enum(["details", "publish", "schedule", "unschedule", "unpublish", "restore", "duplicate", "move", "delete"]);
type Intent = z.infer<typeof Intent>;

const refusals: Record<Exclude<Refusal["reason"], "bad_path">, string> = {
  conflict:
    "Someone changed this page after you opened it, so nothing was saved. Reload the page to see their changes, then make yours again.",
  not_found: "This page does not exist any more.",
  nothing_to_publish: "There is no draft to publish.",
  not_published: "This page is not on the site.",
  no_such_revision: "That revision is not in this page's history.",
  component: "Parts of the site such as menus cannot be copied, moved or deleted.",
  path_taken: "Another page has that address.",
};

const doneMessages: Record<Intent, string> = {
  details: "The draft is saved.",
  publish: "Published: visitors see it now.",
  schedule: "Scheduled: the draft goes live by itself at that time, as it is then.",
  unschedule: "The scheduled publication is cancelled.",
  unpublish: "Taken off the site. It stays here as a draft.",
  restore: "The earlier revision is the draft now. Publish it when it is right.",
  duplicate: "Copied.",
  move: "Moved. The old address now sends visitors here (301).",
  delete: "Deleted.",
};

const detailFieldNames = [
  "title",
  "metaTitle",
  "metaDescription",
  "metaKeywords",
  "canonicalUrl",
  "metaNoIndex",
  "tags",
  "publicationDate",
  "schemaOrg",
] as const;

function refused(message: string, status: number, field?: string, typed?: Record<string, string>) {
  return data<EditorResult>({ tone: "error", message, ...(field ? { errors: { [field]: [message] } } : {}), values: typed }, { status });
}

/** A refusal of the store, said at the field it concerns when there is one. */
function refusedBecause(refusal: Refusal, field?: string, typed?: Record<string, string>) {
  const message = refusal.reason === "bad_path" ? refusal.message : refusals[refusal.reason];
  const status = { conflict: 409, not_found: 404 }[refusal.reason as string] ?? 400;
  return refused(message, status, field, typed);
}

export type EntityEditorData = { entity: EditorEntity; blockKinds: BlockKind[]; sitePaths: string[]; comparison: VersionComparison | null };

const VersionRefParam = z.union([z.enum(["published", "draft"]), Revision]);

const refLabel = (ref: VersionRef) => (ref === "published" ? "what is published" : ref === "draft" ? "the draft" : `revision ${ref}`);

/** The comparison the page was asked for (`?from=&to=`: published, draft or a revision number), if any. */
async function comparisonFor(services: EntityEditorServices, id: number, search: URLSearchParams): Promise<VersionComparison | null> {
  const from = VersionRefParam.safeParse(search.get("from"));
  const to = VersionRefParam.safeParse(search.get("to"));
  if (!from.success || !to.success) return null;
  const [before, after] = await Promise.all([
    services.content.editing.versionOf(id, from.data),
    services.content.editing.versionOf(id, to.data),
  ]);
  const names = new Map(services.blocks.blockKinds().map((kind) => [kind.renderName, kind.name]));
  const base = { refs: { from: String(from.data), to: String(to.data) }, from: refLabel(from.data), to: refLabel(to.data) };
  if (!before || !after) return { ...base, changes: null };
  return { ...base, changes: compareVersions(before, after, (block) => names.get(block.render_name) ?? block.render_name) };
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
  };
}

/** JSON as sent, strings without the characters no one types; null when it is not JSON, nests too deep or has such a character in a key. */
function jsonOf(sent: string): unknown {
  try {
    const parsed: unknown = JSON.parse(sent, (_key, value: unknown) => (typeof value === "string" ? withoutUnreadableText(value) : value));
    return unreadableJsonPath(parsed) === null ? parsed : null;
  } catch {
    return null;
  }
}

/** A publication time as the form gives it (UTC, to the minute): in the future, within two years. */
function scheduleTimeOf(typed: string): Date | string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(typed.trim());
  const at = match ? new Date(`${match[1]}T${match[2]}:00Z`) : null;
  // A day or time that does not exist (2026-02-31, 24:30) would roll over.
  if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 16) !== `${match?.[1]}T${match?.[2]}`)
    return "Give a date and a time, such as 2026-12-01 09:00.";
  if (at.getTime() <= Date.now()) return "Choose a time in the future, or publish now.";
  if (at.getTime() > Date.now() + 2 * 365 * 24 * 3_600_000) return "Choose a time within the next two years.";
  return at;
}

/** Tags as typed: separated by commas, each trimmed, no repeats. */
function tagsOf(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(",")
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ""),
    ),
  ];
}

function dateOf(typed: string, errors: Record<string, string[]>): Date | null {
  const day = typed.trim();
  if (day === "") return null;
  const date = new Date(`${day}T00:00:00Z`);
  // A day that does not exist (2026-02-31) would roll over into the next month.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    errors.publicationDate = ["Give a date such as 2026-11-25."];
    return null;
  }
  return date;
}

/** As long as the form's field lets it be. */
const SCHEMA_ORG_MAX_LENGTH = 20_000;

function schemaOrgOf(typed: string, errors: Record<string, string[]>): Record<string, unknown> | undefined {
  if (typed.trim() === "") return undefined;
  if (typed.length > SCHEMA_ORG_MAX_LENGTH) {
    errors.schemaOrg = [`Structured data may have at most ${SCHEMA_ORG_MAX_LENGTH} characters.`];
    return undefined;
  }
  const parsed = jsonOf(typed);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    errors.schemaOrg = ['Give a JSON object such as {"@type": "Product"}, or leave it empty.'];
    return undefined;
  }
  const value = parsed as Record<string, unknown>;
  if (isPageStructuredData(value)) return value;
  errors.schemaOrg = ['Name its schema.org type, as in {"@type": "Product", "name": "..."} (or give a "@graph" of such objects).'];
  return undefined;
}

/** The form field an issue of DraftDetailsSchema concerns ("metadata.metaTitle" is asked as metaTitle, every tag as tags). */
function detailFieldOf(path: readonly PropertyKey[]): string {
  return path[0] === "metadata" ? String(path[1]) : String(path[0]);
}

type Submission = { id: number; revision: number; form: FormData; author: AuditActor; services: EntityEditorServices };
type Handler = (submission: Submission) => Promise<EditResult | Response | ReturnType<typeof refused>>;

const handlers: Record<Intent, Handler> = {
  async details({ id, revision, form, author, services }) {
    const values = Object.fromEntries(detailFieldNames.map((name) => [name, formText(form, name)]));
    const errors: Record<string, string[]> = {};
    const details = DraftDetailsSchema.safeParse({
      title: values.title,
      metadata: {
        metaTitle: values.metaTitle || undefined,
        metaDescription: values.metaDescription || undefined,
        metaKeywords: values.metaKeywords || undefined,
        canonicalUrl: values.canonicalUrl || undefined,
        metaNoIndex: values.metaNoIndex === "true" || undefined,
        schemaOrg: schemaOrgOf(values.schemaOrg ?? "", errors),
      },
      tags: tagsOf(values.tags ?? ""),
      publicationDate: dateOf(values.publicationDate ?? "", errors),
    });
    if (!details.success) for (const issue of details.error.issues) (errors[detailFieldOf(issue.path)] ??= []).push(issue.message);

    const entity = await services.content.editing.entityForEditor(id);
    if (!entity) return { ok: false, reason: "not_found" };
    const sentBlocks = form.get("elements");
    const blocks = typeof sentBlocks === "string" ? services.blocks.checkBlocks(jsonOf(sentBlocks), entity.elements) : null;
    const blockErrors = blocks && !blocks.ok ? blocks.errors : undefined;

    if (!details.success || Object.keys(errors).length > 0 || (blocks && !blocks.ok)) {
      const message = blocks && !blocks.ok && details.success ? blocks.message : "Some fields need a change.";
      return data<EditorResult>({ tone: "error", message, errors, blockErrors, values }, { status: 400 });
    }
    return services.content.editing.saveDraft(id, details.data, blocks?.ok ? blocks.blocks : null, revision, author);
  },

  publish: ({ id, revision, author, services }) => services.content.editing.publish(id, revision, author),

  async schedule({ id, revision, form, author, services }) {
    const at = scheduleTimeOf(formText(form, "publishAt"));
    if (typeof at === "string") return refused(at, 400, "publishAt", { publishAt: formText(form, "publishAt") });
    return services.content.editing.schedule(id, at, revision, author);
  },

  unschedule: ({ id, revision, author, services }) => services.content.editing.unschedule(id, revision, author),

  async unpublish({ id, revision, form, author, services }) {
    if (form.get("confirm") !== "yes") return refused("Tick the box to confirm that visitors will not find the page.", 400);
    return services.content.editing.unpublish(id, revision, author);
  },

  async restore({ id, revision, form, author, services }) {
    const earlier = Revision.safeParse(form.get("restore"));
    if (!earlier.success) return refused(refusals.no_such_revision, 400);
    return services.content.editing.restore(id, earlier.data, revision, author);
  },

  async duplicate({ id, form, author, services }) {
    const path = formText(form, "path").trim();
    const copy = await services.content.editing.duplicate(id, path, author);
    if (copy.ok) return redirect(href("/admin/content/:id", { id: String(copy.id) }));
    return refusedBecause(copy, "path", { path });
  },

  async move({ id, revision, form, author, services }) {
    const path = formText(form, "newPath").trim();
    const moved = await services.content.editing.move(id, path, revision, author);
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

  async delete({ id, revision, form, author, services }) {
    if (form.get("confirm") !== "yes") return refused("Tick the box to confirm that the page and its history go for good.", 400);
    const removed = await services.content.editing.remove(id, revision, author);
    return removed.ok ? redirect(href("/admin/content")) : removed;
  },
};

export async function entityEditorAction(
  services: EntityEditorServices,
  idParam: string | undefined,
  request: Request,
  author: AuditActor,
) {
  const id = EntityId.safeParse(idParam);
  const form = await readFormBody(request);
  const intent = Intent.safeParse(form.get("intent"));
  const revision = Revision.safeParse(form.get("revision"));
  if (!id.success || !intent.success || !revision.success)
    return refused("This form was not sent as the page gave it. Reload the page and try again.", 400);

  const outcome = await handlers[intent.data]({ id: id.data, revision: revision.data, form, author, services });
  if (outcome instanceof Response) throw outcome;
  if (!("ok" in outcome)) return outcome;
  if (!outcome.ok) return refusedBecause(outcome);
  return data<EditorResult>({ tone: "done", message: doneMessages[intent.data] });
}
