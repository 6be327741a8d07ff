import { and, asc, desc, eq, isNotNull, lte, ne } from "drizzle-orm";
import { z } from "zod";
import type { AuditActor, AuditChange } from "../audit";
import type { AuditRecorder } from "../audit/index.server";
import type { Block } from "../blocks/index.server";
import type { SiteChange, SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import { creatableTypes, type CreatableType, type EditAction, type EditorEntity, type EditResult } from "./editing";
import { type ContentPage, ContentPathSchema, PageMetadataSchema, type PageVersion } from "./schema";
import { changedEntity } from "./render-tags";
import { sanitiseVersion } from "./sanitise.server";
import { entities, entityVersions } from "./tables.server";

type Row = typeof entities.$inferSelect;
type Versions = { published: PageVersion | null; draft: PageVersion | null };
/** What a change sets on the entity itself besides its versions. */
type EntityChanges = {
  path?: string;
  tags?: string[];
  publicationDate?: Date | null;
  publishAt?: Date | null;
  scheduledBy?: string | null;
  scheduledById?: string | null;
  unpublishAt?: Date | null;
  unpublishScheduledBy?: string | null;
  unpublishScheduledById?: string | null;
};

/**
 * Whether visitors see a change: another published version, or (on a published page) a new
 * address, tags or publication date, which apply at once. A draft alone shows only in preview.
 */
function visitorsSeeChange(row: Row, versions: Versions, changes: EntityChanges): boolean {
  if (versions.published !== row.published) return true;
  if (!row.published) return false;
  const time = (date: Date | null | undefined) => date?.getTime() ?? null;
  return (
    (changes.path !== undefined && changes.path !== row.path) ||
    (changes.tags !== undefined && changes.tags.join("\n") !== row.tags.join("\n")) ||
    (changes.publicationDate !== undefined && time(changes.publicationDate) !== time(row.publicationDate))
  );
}

/** What an editor may change of a page's draft besides its blocks: its title and search-engine details. */
export const DraftDetailsSchema = z.object({
  title: z.string().trim().min(1, "Give the page a title.").max(300, "A title may have at most 300 characters."),
  metadata: PageMetadataSchema.extend({
    metaTitle: z.string().trim().max(300).optional(),
    metaDescription: z.string().trim().max(1000).optional(),
    metaKeywords: z.string().trim().max(1000).optional(),
    canonicalUrl: z
      .string()
      .trim()
      .max(2000)
      .refine(
        (url) => url === "" || /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(url),
        "Give an address such as https://… or a path such as /about.",
      )
      .optional(),
  }),
  /** Tags and the publication date are the entity's own: they apply at once, published or not. */
  tags: z.array(z.string().trim().min(1).max(100, "A tag may have at most 100 characters.")).max(50, "At most 50 tags."),
  publicationDate: z.date().nullable(),
});
export type DraftDetails = z.infer<typeof DraftDetailsSchema>;

function statusOf({ published, draft, publishAt }: Versions & { publishAt: Date | null }): EditorEntity["status"] {
  if (publishAt) return "scheduled";
  if (!published) return "draft";
  return draft === null || JSON.stringify(draft) === JSON.stringify(published) ? "published" : "changed";
}

// Addresses the site answers itself: a page there could never be shown.
const RESERVED = /^\/(?:admin|api|ES|media|assets|preview)(?:\/|$)/;

/**
 * What is wrong with an address for a page, if anything: a content path outside the site's own
 * addresses and, for an article, in its type's folder (that is where its route is). Whether
 * another page uses it is the database's to say.
 */
function pathProblem(path: string, folder: string | null): string | null {
  if (!ContentPathSchema.safeParse(path).success) return "Give an address such as /about/new-page: a slash, then words with dashes.";
  if (RESERVED.test(path)) return "That address belongs to the site itself. Choose another.";
  if (folder && (!path.startsWith(folder) || path.length === folder.length)) return `The address must be under ${folder}.`;
  return null;
}

/** A new address for a page (a copy's, or its own after a move): typed pages stay in their folder. */
export function newPathProblem(original: { type: string; path: string }, path: string): string | null {
  return pathProblem(path, original.type === "landing_page" ? null : original.path.slice(0, original.path.lastIndexOf("/") + 1));
}

export type CopyResult =
  | { ok: true; id: number }
  | { ok: false; reason: "not_found" | "component" | "path_taken" }
  | { ok: false; reason: "bad_path"; message: string };

/** A version to compare: the current published version or draft, or a revision of the history. */
export type VersionRef = "published" | "draft" | number;

const publishDraft = (row: Row): Versions | "nothing_to_publish" =>
  row.draft ? { published: row.draft, draft: null } : "nothing_to_publish";
const unchanged = (row: Row): Versions => ({ published: row.published, draft: row.draft });
const noSchedule = { publishAt: null, scheduledBy: null, scheduledById: null };
const noRemoval = { unpublishAt: null, unpublishScheduledBy: null, unpublishScheduledById: null };
/** Off the site: what was published stays as the draft, so nothing is lost. */
const takeOffSite = (row: Row): Versions | "not_published" =>
  row.published ? { published: null, draft: row.draft ?? row.published } : "not_published";

/** How the audit log names each change (area "content", the page's path as its subject). */
const auditActions: Record<EditAction, string> = {
  create: "created",
  save: "draft saved",
  autosave: "draft autosaved",
  schedule: "scheduled",
  unschedule: "unscheduled",
  publish: "published",
  unpublish: "unpublished",
  schedule_unpublish: "removal scheduled",
  unschedule_unpublish: "removal unscheduled",
  restore: "restored",
  duplicate: "duplicated",
  move: "moved",
};

type AuditDetails = Pick<AuditChange, "before" | "after">;
/** What most changes say in the audit log: the revision they made. Kept small: the history holds the versions. */
const newRevision = (_row: Row, revision: number): AuditDetails => ({ after: { revision } });

/** The entity's latest history row when it is an autosave of `author` made on the entity as it is: their run of autosaves goes on. */
async function ownAutosaveRun(tx: Db, row: Row, author: AuditActor) {
  const [latest] = await tx
    .select({ id: entityVersions.id, action: entityVersions.action, authorId: entityVersions.authorId, from: entityVersions.autosavedFrom })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityId, row.id), eq(entityVersions.revision, row.revision)));
  return latest?.action === "autosave" && latest.authorId === author.id && latest.from !== null
    ? { id: latest.id, from: latest.from }
    : null;
}

/**
 * Whether a change made on `expectedRevision` may go ahead: when nobody changed the entity since,
 * or (for an editor's own save of the whole draft) when all that happened since is their own run
 * of autosaves, which the save overtook on its way.
 */
function madeOnCurrent(row: Row, expectedRevision: number, action: EditAction, run: { from: number } | null): boolean {
  if (row.revision === expectedRevision) return true;
  return action === "save" && run !== null && expectedRevision >= run.from && expectedRevision < row.revision;
}

/**
 * The editors' writes to one entity: each names the revision it was made on, so of two editors
 * working on one page the second save is refused instead of overwriting the first; each leaves a
 * row in the entity's history, except that an editor's autosaves with nothing between them are one
 * row, brought up to the latest; each drops the rendered pages.
 */
export function createContentEditing(db: Db, changes: SiteChanges | undefined, audit: AuditRecorder, siteOrigins: readonly string[] = []) {
  async function change(
    id: number,
    expectedRevision: number,
    author: AuditActor,
    action: EditAction,
    next: (row: Row) => Versions | "nothing_to_publish" | "not_published",
    entityChanges: EntityChanges = {},
    describe: (row: Row, revision: number) => AuditDetails = newRevision,
  ): Promise<EditResult> {
    let visible: SiteChange = { kind: "content", tags: [] };
    const result = await db.transaction(async (tx): Promise<EditResult> => {
      const [row] = await tx.select().from(entities).where(eq(entities.id, id)).for("update");
      if (!row) return { ok: false, reason: "not_found" };
      const run = action === "save" || action === "autosave" ? await ownAutosaveRun(tx, row, author) : null;
      if (!madeOnCurrent(row, expectedRevision, action, run)) return { ok: false, reason: "conflict" };
      const versions = next(row);
      if (typeof versions === "string") return { ok: false, reason: versions };
      const revision = row.revision + 1;
      const now = new Date();
      await tx
        .update(entities)
        .set({ ...versions, ...entityChanges, revision, updatedBy: author.name, updatedAt: now })
        .where(and(eq(entities.id, id), eq(entities.revision, row.revision)));
      if (action === "autosave" && run) {
        // The run's row shows its latest autosave; the audit log has its first.
        await tx
          .update(entityVersions)
          .set({ revision, ...versions, createdAt: now })
          .where(eq(entityVersions.id, run.id));
      } else {
        const autosavedFrom = action === "autosave" ? row.revision : null;
        await tx
          .insert(entityVersions)
          .values({ entityId: id, revision, action, author: author.name, authorId: author.id, autosavedFrom, ...versions });
        const subject = entityChanges.path ?? row.path;
        await audit.record({ actor: author, area: "content", action: auditActions[action], subject, ...describe(row, revision) }, tx);
      }
      if (visitorsSeeChange(row, versions, entityChanges))
        visible = changedEntity({ ...row, path: entityChanges.path ?? row.path }, row.path);
      return { ok: true, revision };
    });
    if (result.ok) await changes?.publish(visible);
    return result;
  }

  return {
    async entityForEditor(id: number): Promise<EditorEntity | null> {
      const [row] = await db.select().from(entities).where(eq(entities.id, id));
      if (!row) return null;
      const current = row.draft ?? row.published;
      const history = await db
        .select({
          revision: entityVersions.revision,
          action: entityVersions.action,
          author: entityVersions.author,
          createdAt: entityVersions.createdAt,
        })
        .from(entityVersions)
        .where(eq(entityVersions.entityId, id))
        .orderBy(desc(entityVersions.revision))
        .limit(50);
      return {
        id: row.id,
        type: row.type,
        path: row.path,
        title: current?.title ?? "",
        metadata: current?.metadata ?? {},
        elements: current?.elements ?? [],
        tags: row.tags,
        publicationDate: row.publicationDate?.toISOString() ?? null,
        status: statusOf(row),
        hasDraft: row.draft !== null,
        isPublished: row.published !== null,
        scheduled: row.publishAt ? { at: row.publishAt.toISOString(), by: row.scheduledBy ?? "" } : null,
        removal: row.unpublishAt ? { at: row.unpublishAt.toISOString(), by: row.unpublishScheduledBy ?? "" } : null,
        revision: row.revision,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
        history: history.map((entry) => ({ ...entry, action: entry.action as EditAction, createdAt: entry.createdAt.toISOString() })),
      };
    },

    /**
     * A new draft with these details and blocks (checked by the caller with the blocks' schemas);
     * without blocks they stay as they are in the draft (or the published version). An autosave
     * carries on the editor's run of autosaves when nothing came between, as one row of the history.
     */
    saveDraft(
      id: number,
      details: DraftDetails,
      elements: Block[] | null,
      expectedRevision: number,
      author: AuditActor,
      how: "save" | "autosave" = "save",
    ): Promise<EditResult> {
      const { title, metadata, tags, publicationDate } = details;
      return change(
        id,
        expectedRevision,
        author,
        how,
        (row) => {
          const base = row.draft ?? row.published;
          if (!base) return "nothing_to_publish";
          return {
            published: row.published,
            draft: sanitiseVersion({ title, metadata, elements: elements ?? base.elements }, siteOrigins),
          };
        },
        { tags, publicationDate },
      );
    },

    /** The draft goes live (or nothing to publish when there is no draft); a scheduled publication is then done. */
    publish(id: number, expectedRevision: number, author: AuditActor): Promise<EditResult> {
      return change(id, expectedRevision, author, "publish", publishDraft, noSchedule);
    },

    /** The draft goes live by itself at `at`, as it is then. */
    schedule(id: number, at: Date, expectedRevision: number, author: AuditActor): Promise<EditResult> {
      return change(
        id,
        expectedRevision,
        author,
        "schedule",
        (row) => (row.draft ? unchanged(row) : "nothing_to_publish"),
        { publishAt: at, scheduledBy: author.name, scheduledById: author.id },
        (row) => ({
          before: row.publishAt ? { publishAt: row.publishAt.toISOString() } : undefined,
          after: { publishAt: at.toISOString() },
        }),
      );
    },

    unschedule(id: number, expectedRevision: number, author: AuditActor): Promise<EditResult> {
      return change(id, expectedRevision, author, "unschedule", unchanged, noSchedule, (row) => ({
        before: { publishAt: row.publishAt?.toISOString() ?? null },
      }));
    },

    /**
     * Publishes every draft whose time has come, in the name of who scheduled it; a timer calls it.
     * Of several processes, the revision check lets one publish each page.
     */
    async publishDue(now = new Date()): Promise<number> {
      const due = await db
        .select({ id: entities.id, revision: entities.revision, scheduledBy: entities.scheduledBy, scheduledById: entities.scheduledById })
        .from(entities)
        .where(lte(entities.publishAt, now));
      let published = 0;
      for (const entity of due) {
        const scheduler = { id: entity.scheduledById ?? "", name: entity.scheduledBy ?? "Scheduled publication" };
        const result = await change(entity.id, entity.revision, scheduler, "publish", publishDraft, noSchedule, (_row, revision) => ({
          after: { revision, on: "schedule" },
        }));
        if (result.ok) published += 1;
        else if (result.reason === "nothing_to_publish") await db.update(entities).set(noSchedule).where(eq(entities.id, entity.id));
      }
      return published;
    },

    /**
     * Makes what an earlier revision showed (its draft, or what was published then) the draft
     * again; publishing it is a step of its own.
     */
    async restore(id: number, revisionToRestore: number, expectedRevision: number, author: AuditActor): Promise<EditResult> {
      const [earlier] = await db
        .select({ published: entityVersions.published, draft: entityVersions.draft })
        .from(entityVersions)
        .where(and(eq(entityVersions.entityId, id), eq(entityVersions.revision, revisionToRestore)));
      const restored = earlier?.draft ?? earlier?.published;
      if (!restored) return { ok: false, reason: "no_such_revision" };
      return change(
        id,
        expectedRevision,
        author,
        "restore",
        (row) => ({ published: row.published, draft: restored }),
        {},
        (_row, revision) => ({ after: { revision, restored: revisionToRestore } }),
      );
    },

    /** A draft copy of a page or article at a new address, with its tags; its history starts there. */
    async duplicate(id: number, path: string, author: AuditActor): Promise<CopyResult> {
      const [original] = await db.select().from(entities).where(eq(entities.id, id));
      if (!original) return { ok: false, reason: "not_found" };
      if (original.type === "component") return { ok: false, reason: "component" };
      const problem = newPathProblem(original, path);
      if (problem) return { ok: false, reason: "bad_path", message: problem };
      const draft = original.draft ?? original.published;
      const copy = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(entities)
          .values({ type: original.type, path, locale: original.locale, tags: original.tags, draft, updatedBy: author.name })
          .onConflictDoNothing()
          .returning({ id: entities.id });
        if (created) {
          await tx.insert(entityVersions).values({ entityId: created.id, revision: 1, action: "duplicate", author: author.name, draft });
          await audit.record(
            { actor: author, area: "content", action: auditActions.duplicate, subject: path, after: { copyOf: original.path } },
            tx,
          );
        }
        return created;
      });
      return copy ? { ok: true, id: copy.id } : { ok: false, reason: "path_taken" };
    },

    /** A new page or article with an empty draft, ready for its blocks; visitors see it once it is published. */
    async create(type: CreatableType, path: string, title: string, author: AuditActor): Promise<CopyResult> {
      const problem = pathProblem(path, creatableTypes[type]);
      if (problem) return { ok: false, reason: "bad_path", message: problem };
      // An article shows once it has a block: it starts with an empty one for its first paragraphs.
      const elements =
        type === "landing_page" ? [] : [{ id: "intro", render_name: "copy", value: { copy_text: "", align_copy_horizontal: "left" } }];
      const draft = sanitiseVersion({ title, metadata: {}, elements }, siteOrigins);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(entities)
          .values({ type, path, draft, updatedBy: author.name, ...(type === "landing_page" ? {} : { publicationDate: new Date() }) })
          .onConflictDoNothing()
          .returning({ id: entities.id });
        if (row) {
          await tx.insert(entityVersions).values({ entityId: row.id, revision: 1, action: "create", author: author.name, draft });
          await audit.record({ actor: author, area: "content", action: auditActions.create, subject: path, after: { type, title } }, tx);
        }
        return row;
      });
      if (!created) return { ok: false, reason: "path_taken" };
      // A new draft: visitors see nothing of it until it is published.
      await changes?.publish({ kind: "content", tags: [] });
      return { ok: true, id: created.id };
    },

    /** Deletes a page or article and its history; its address then answers 404 (or a redirect set up for it). */
    async remove(id: number, expectedRevision: number, author: AuditActor): Promise<EditResult> {
      const [row] = await db.select({ type: entities.type, revision: entities.revision }).from(entities).where(eq(entities.id, id));
      if (!row) return { ok: false, reason: "not_found" };
      if (row.type === "component") return { ok: false, reason: "component" };
      const deleted = await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(entities)
          .where(and(eq(entities.id, id), eq(entities.revision, expectedRevision)))
          .returning({
            id: entities.id,
            type: entities.type,
            path: entities.path,
            slug: entities.slug,
            draft: entities.draft,
            published: entities.published,
          });
        if (gone) {
          const before = { title: (gone.draft ?? gone.published)?.title ?? "", revision: expectedRevision };
          await audit.record({ actor: author, area: "content", action: "deleted", subject: gone.path, before }, tx);
        }
        return gone;
      });
      if (!deleted) return { ok: false, reason: "conflict" };
      await changes?.publish(changedEntity(deleted));
      return { ok: true, revision: expectedRevision };
    },

    /**
     * Gives a page or article a new address at once (published or not); the caller leaves a 301
     * from the old one. Returns where it was.
     */
    async move(id: number, path: string, expectedRevision: number, author: AuditActor): Promise<EditResult & { from?: string }> {
      const [row] = await db.select({ type: entities.type, path: entities.path }).from(entities).where(eq(entities.id, id));
      if (!row) return { ok: false, reason: "not_found" };
      if (row.type === "component") return { ok: false, reason: "component" };
      const problem = newPathProblem(row, path);
      if (problem) return { ok: false, reason: "bad_path", message: problem };
      const [taken] = await db.select({ id: entities.id }).from(entities).where(eq(entities.path, path));
      if (taken) return { ok: false, reason: "path_taken" };
      const result = await change(id, expectedRevision, author, "move", unchanged, { path }, () => ({
        before: { path: row.path },
        after: { path },
      }));
      return result.ok ? { ...result, from: row.path } : result;
    },

    /**
     * One version of a page for a comparison: what is published now, the draft now (or what is
     * published when there is none), or what an earlier revision showed (its draft, or what was published then).
     */
    async versionOf(id: number, ref: VersionRef): Promise<PageVersion | null> {
      if (ref === "published" || ref === "draft") {
        const [row] = await db.select({ published: entities.published, draft: entities.draft }).from(entities).where(eq(entities.id, id));
        return (ref === "draft" ? (row?.draft ?? row?.published) : row?.published) ?? null;
      }
      const [earlier] = await db
        .select({ published: entityVersions.published, draft: entityVersions.draft })
        .from(entityVersions)
        .where(and(eq(entityVersions.entityId, id), eq(entityVersions.revision, ref)));
      return earlier?.draft ?? earlier?.published ?? null;
    },

    /** The addresses of the published pages and articles, for the link fields' suggestions. */
    /** A draft as an editor typed it, made as safe to show as a save would make it, and never stored (the live preview). */
    asTyped(page: ContentPage, typed: PageVersion): ContentPage {
      return { ...page, ...sanitiseVersion(typed, siteOrigins) };
    },

    async sitePaths(): Promise<string[]> {
      const rows = await db
        .select({ path: entities.path })
        .from(entities)
        .where(and(isNotNull(entities.published), ne(entities.type, "component")))
        .orderBy(asc(entities.path))
        .limit(5000);
      return rows.map((row) => row.path);
    },

    /** Takes the page off the site; what was published stays as the draft, so nothing is lost. A removal scheduled is then done. */
    unpublish(id: number, expectedRevision: number, author: AuditActor): Promise<EditResult> {
      return change(id, expectedRevision, author, "unpublish", takeOffSite, noRemoval);
    },

    /** The published page comes off the site by itself at `at` (a campaign's end); its draft stays. */
    scheduleUnpublish(id: number, at: Date, expectedRevision: number, author: AuditActor): Promise<EditResult> {
      return change(
        id,
        expectedRevision,
        author,
        "schedule_unpublish",
        (row) => (row.published ? unchanged(row) : "not_published"),
        { unpublishAt: at, unpublishScheduledBy: author.name, unpublishScheduledById: author.id },
        (row) => ({
          before: row.unpublishAt ? { unpublishAt: row.unpublishAt.toISOString() } : undefined,
          after: { unpublishAt: at.toISOString() },
        }),
      );
    },

    unscheduleUnpublish(id: number, expectedRevision: number, author: AuditActor): Promise<EditResult> {
      return change(id, expectedRevision, author, "unschedule_unpublish", unchanged, noRemoval, (row) => ({
        before: { unpublishAt: row.unpublishAt?.toISOString() ?? null },
      }));
    },

    /**
     * Takes off the site every page whose removal time has come, in the name of who scheduled it; a
     * timer calls it with publishDue. Of several processes, the revision check lets one do each page.
     */
    async unpublishDue(now = new Date()): Promise<number> {
      const due = await db
        .select({
          id: entities.id,
          revision: entities.revision,
          by: entities.unpublishScheduledBy,
          byId: entities.unpublishScheduledById,
        })
        .from(entities)
        .where(lte(entities.unpublishAt, now));
      let removed = 0;
      for (const entity of due) {
        const scheduler = { id: entity.byId ?? "", name: entity.by ?? "Scheduled removal" };
        const result = await change(entity.id, entity.revision, scheduler, "unpublish", takeOffSite, noRemoval, (_row, revision) => ({
          after: { revision, on: "schedule" },
        }));
        if (result.ok) removed += 1;
        else if (result.reason === "not_published") await db.update(entities).set(noRemoval).where(eq(entities.id, entity.id));
      }
      return removed;
    },
  };
}
