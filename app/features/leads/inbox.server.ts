import { type SQL, and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { AuditActor } from "~/features/audit";
import type { AuditLog } from "~/features/audit/index.server";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import { type FileStore, isStoreKey, localFileStore } from "~/platform/file-store";
import { type DeliveryState, type InboxPage, type LeadDetail, type LeadStatus, shortLeadId } from "./inbox";
import { type StaffNames, leadsCsvStream } from "./export.server";
import { deliveryState, field, leadMatching, personName, routingFilter, type LeadQuery } from "./lead-query.server";
import { LEADS_FOLDER, removeStoredPhotos } from "./multipart.server";
import { leadRows } from "./notification.server";
import { queueLead } from "./queue-lead.server";
import { isRoutableForm } from "./routing";
import { routingHistory } from "./routing-history.server";
import type { LeadForm } from "./options";
import { leadDeliveries, leadDeliveryAttempts, leadFillTokens, leadNotes, leadSubmissions, type LeadChannel } from "./tables.server";

export const INBOX_PAGE_SIZE = 25;
const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_BATCH = 100;

const stateOf = (delivery: { deliveredAt: Date | null; lastError: string | null }): DeliveryState =>
  delivery.deliveredAt ? "delivered" : delivery.lastError ? "failed" : "waiting";

type LeadInboxOptions = {
  db: Db;
  storageDir: string;
  /** Where photos are kept: STORAGE_DIR's folder unless given (a bucket, docs/decisions/0024). */
  storage?: FileStore;
  audit: AuditLog;
  /** Hears that deliveries are due now, which the lead outbox then sends at once. */
  changes: SiteChanges;
  /** LEAD_RETENTION_DAYS: leads older than this many days are deleted; 0 keeps them for good. */
  retentionDays: number;
  /** SPAM_RETENTION_DAYS: leads kept as suspected spam are deleted after this many days; 0 keeps them. */
  spamRetentionDays: number;
  /** The deliveries a lead released from suspected spam gets, as a new lead would (`leadChannelsFor`). */
  deliveryChannels: (form: LeadForm) => LeadChannel[];
  /** Whether a released lead of `form` goes to dealers (issue 36), as a new lead would; none without. */
  routesToDealers?: (form: LeadForm) => boolean;
};

/** What the retention job signs its deletions with in the audit log. */
export const RETENTION_ACTOR: AuditActor = { id: "system:lead-retention", name: "Lead retention" };

export type LeadChange = { ok: true } | { ok: false; reason: "not_found" };

/** What the retention job deleted: leads past LEAD_RETENTION_DAYS, suspected spam past SPAM_RETENTION_DAYS. */
export type Expired = { leads: number; spam: number };

/**
 * The sales team's inbox of leads: lists and filters them, shows one with its deliveries and
 * notes, and records what staff do with it (status, assignee, notes, retries, deletion) in the
 * audit log, by the lead's short id and never with the person's details.
 */
export function createLeadInbox({
  db,
  storageDir,
  storage = localFileStore(storageDir),
  audit,
  changes,
  retentionDays,
  spamRetentionDays,
  deliveryChannels,
  routesToDealers = () => false,
}: LeadInboxOptions) {
  const subject = (id: string) => `lead ${shortLeadId(id)}`;

  async function photo(id: string, index: number): Promise<{ key: string; name: string; contentType: string } | null> {
    const [lead] = await db.select({ photos: leadSubmissions.photos }).from(leadSubmissions).where(eq(leadSubmissions.id, id));
    const found = lead?.photos[index - 1];
    // One plain name below `leads/`: a row that names anything else is not followed.
    return found && isStoreKey(found.file) && !found.file.includes("/")
      ? { key: `${LEADS_FOLDER}/${found.file}`, name: found.original_name, contentType: found.content_type }
      : null;
  }

  /** Deletes the leads `where` selects (at most `limit`) with their deliveries and notes, then their photos. */
  async function deleteLeads(actor: AuditActor, where: SQL, limit: number, action: string): Promise<number> {
    const chosen = db.select({ id: leadSubmissions.id }).from(leadSubmissions).where(where).limit(limit);
    const removed = await db.transaction(async (tx) => {
      const rows = await tx.delete(leadSubmissions).where(inArray(leadSubmissions.id, chosen)).returning({
        id: leadSubmissions.id,
        photos: leadSubmissions.photos,
        status: leadSubmissions.status,
        assignedTo: leadSubmissions.assignedTo,
      });
      for (const row of rows)
        await audit.record(
          { actor, area: "leads", action, subject: subject(row.id), before: { status: row.status, assignedTo: row.assignedTo } },
          tx,
        );
      return rows;
    });
    // Files go once the rows are gone for good: a failed transaction leaves both.
    await removeStoredPhotos(
      storage,
      removed.flatMap((row) => row.photos),
    );
    return removed.length;
  }

  /** Deletes every lead `where` selects, a batch at a time, signed by the retention job; answers how many. */
  async function deleteAllOf(where: SQL, action: string): Promise<number> {
    let total = 0;
    for (;;) {
      const removed = await deleteLeads(RETENTION_ACTOR, where, RETENTION_BATCH, action);
      total += removed;
      if (removed < RETENTION_BATCH) return total;
    }
  }

  const olderThan = (days: number, now: Date) => lt(leadSubmissions.createdAt, new Date(now.getTime() - days * DAY_MS));

  return {
    /** Every lead `query` asks for as CSV, streamed from the database in batches. */
    csv: (query: LeadQuery, staffNames: StaffNames) => leadsCsvStream(db, query, staffNames),

    /** One page of the leads `query` asks for, newest first. */
    async list(query: LeadQuery, page: number): Promise<InboxPage> {
      const where = leadMatching(query);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: leadSubmissions.id,
            form: leadSubmissions.form,
            createdAt: leadSubmissions.createdAt,
            locale: leadSubmissions.locale,
            name: personName,
            email: sql<string>`coalesce(${field("email")}, '')`,
            delivery: deliveryState,
            status: leadSubmissions.status,
            assignedTo: leadSubmissions.assignedTo,
            spamReason: leadSubmissions.spamReason,
            routing: routingFilter,
          })
          .from(leadSubmissions)
          .where(where)
          .orderBy(desc(leadSubmissions.createdAt), desc(leadSubmissions.id))
          .limit(INBOX_PAGE_SIZE)
          .offset((page - 1) * INBOX_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(leadSubmissions)
          .where(where),
      ]);
      return {
        rows: rows.map(({ createdAt, ...row }) => ({ ...row, form: row.form as LeadForm, submittedAt: createdAt.toISOString() })),
        total: count?.total ?? 0,
        page,
        pageSize: INBOX_PAGE_SIZE,
      };
    },

    /** A lead with its answers in the form's order, its photos, deliveries (with every attempt) and notes. */
    async lead(id: string): Promise<LeadDetail | null> {
      const [lead] = await db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id));
      if (!lead) return null;
      const [deliveries, attempts, notes, routing] = await Promise.all([
        db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, id)).orderBy(asc(leadDeliveries.id)),
        db
          .select({
            deliveryId: leadDeliveryAttempts.deliveryId,
            at: leadDeliveryAttempts.at,
            outcome: leadDeliveryAttempts.outcome,
            error: leadDeliveryAttempts.error,
          })
          .from(leadDeliveryAttempts)
          .innerJoin(leadDeliveries, eq(leadDeliveries.id, leadDeliveryAttempts.deliveryId))
          .where(eq(leadDeliveries.submissionId, id))
          .orderBy(asc(leadDeliveryAttempts.at), asc(leadDeliveryAttempts.id)),
        db.select().from(leadNotes).where(eq(leadNotes.submissionId, id)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
        routingHistory(db, audit, lead),
      ]);
      const form = lead.form as LeadForm;
      return {
        id: lead.id,
        form,
        submittedAt: lead.createdAt.toISOString(),
        locale: lead.locale,
        status: lead.status,
        handledAt: lead.handledAt?.toISOString() ?? null,
        assignedTo: lead.assignedTo,
        spamReason: lead.spamReason,
        answers: leadRows(form, lead.fields),
        name: [lead.fields.first_name, lead.fields.last_name].filter((part) => typeof part === "string" && part).join(" "),
        photos: lead.photos.map((photo, index) => ({
          index: index + 1,
          name: photo.original_name,
          contentType: photo.content_type,
          size: photo.size,
        })),
        deliveries: deliveries.map((delivery) => ({
          id: delivery.id,
          channel: delivery.channel,
          state: stateOf(delivery),
          nextAttemptAt: delivery.nextAttemptAt.toISOString(),
          deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
          attempts: attempts
            .filter((attempt) => attempt.deliveryId === delivery.id)
            .map((attempt) => ({ at: attempt.at.toISOString(), outcome: attempt.outcome, error: attempt.error })),
        })),
        notes: notes.map((note) => ({ id: note.id, authorName: note.authorName, body: note.body, at: note.createdAt.toISOString() })),
        routing,
      };
    },

    /** A lead's photo (1-based `index`) and its key in the store, found through the lead's row only; null when there is none. */
    photo,

    /** A lead's photo with its bytes as a stream, for staff only (never a public address); null when there is none. */
    async openPhoto(id: string, index: number) {
      const found = await photo(id, index);
      const info = found ? await storage.info(found.key) : null;
      const body = found && info ? await storage.read(found.key) : null;
      return found && info && body ? { ...found, size: info.size, body } : null;
    },

    /** Marks a lead handled, or new again. */
    async setStatus(actor: AuditActor, id: string, status: LeadStatus): Promise<LeadChange> {
      return db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ status: leadSubmissions.status })
          .from(leadSubmissions)
          .where(eq(leadSubmissions.id, id))
          .for("update");
        if (!lead) return { ok: false, reason: "not_found" } as const;
        if (lead.status === status) return { ok: true } as const;
        await tx
          .update(leadSubmissions)
          .set({ status, handledAt: status === "handled" ? new Date() : null })
          .where(eq(leadSubmissions.id, id));
        const action = status === "handled" ? "marked handled" : "reopened";
        await audit.record({ actor, area: "leads", action, subject: subject(id), before: { status: lead.status }, after: { status } }, tx);
        return { ok: true } as const;
      });
    },

    /** Gives a lead to a member of staff (their account id), or to nobody. */
    async assign(actor: AuditActor, id: string, assignee: string | null): Promise<LeadChange> {
      return db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ assignedTo: leadSubmissions.assignedTo })
          .from(leadSubmissions)
          .where(eq(leadSubmissions.id, id))
          .for("update");
        if (!lead) return { ok: false, reason: "not_found" } as const;
        if (lead.assignedTo === assignee) return { ok: true } as const;
        await tx.update(leadSubmissions).set({ assignedTo: assignee }).where(eq(leadSubmissions.id, id));
        await audit.record(
          {
            actor,
            area: "leads",
            action: assignee ? "assigned" : "unassigned",
            subject: subject(id),
            before: { assignedTo: lead.assignedTo },
            after: { assignedTo: assignee },
          },
          tx,
        );
        return { ok: true } as const;
      });
    },

    /** Adds a note to a lead; notes are never changed or removed on their own. The audit log says a note was added, not what it says. */
    async addNote(actor: AuditActor, id: string, body: string): Promise<LeadChange> {
      return db.transaction(async (tx) => {
        const [lead] = await tx.select({ id: leadSubmissions.id }).from(leadSubmissions).where(eq(leadSubmissions.id, id));
        if (!lead) return { ok: false, reason: "not_found" } as const;
        await tx.insert(leadNotes).values({ submissionId: id, authorId: actor.id, authorName: actor.name, body });
        await audit.record({ actor, area: "leads", action: "note added", subject: subject(id) }, tx);
        return { ok: true } as const;
      });
    },

    /** Makes a delivery of the lead that is not sent yet due now and says so; the outbox sends it, never the request. */
    async retry(actor: AuditActor, id: string, deliveryId: number): Promise<LeadChange> {
      const retried = await db.transaction(async (tx) => {
        const [delivery] = await tx
          .update(leadDeliveries)
          .set({ nextAttemptAt: new Date() })
          .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.submissionId, id), isNull(leadDeliveries.deliveredAt)))
          .returning({ channel: leadDeliveries.channel });
        if (!delivery) return false;
        await audit.record(
          { actor, area: "leads", action: "delivery retried", subject: subject(id), after: { channel: delivery.channel } },
          tx,
        );
        return true;
      });
      if (!retried) return { ok: false, reason: "not_found" };
      void changes.publish({ kind: "deliveries" });
      return { ok: true };
    },

    /** Deletes a lead with its deliveries, their attempts, its notes and its photo files. */
    async remove(actor: AuditActor, id: string): Promise<LeadChange> {
      const removed = await deleteLeads(actor, eq(leadSubmissions.id, id), 1, "deleted");
      return removed > 0 ? { ok: true } : { ok: false, reason: "not_found" };
    },

    /** How long suspected spam is kept (SPAM_RETENTION_DAYS; 0 for good), for the inbox to say. */
    spamRetentionDays,

    /** How many leads of the inbox are new (not handled), for the admin's menu to say. */
    async newCount(): Promise<number> {
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(leadSubmissions)
        .where(and(eq(leadSubmissions.status, "new"), isNull(leadSubmissions.spamReason)));
      return count?.total ?? 0;
    },

    /** How many leads are kept as suspected spam, waiting for staff to look. */
    async spamCount(): Promise<number> {
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(leadSubmissions)
        .where(isNotNull(leadSubmissions.spamReason));
      return count?.total ?? 0;
    },

    /**
     * Releases a lead kept as suspected spam to the inbox: it becomes a lead like any other and
     * gets the deliveries a new lead gets (sent by the outbox, never by the request), once.
     */
    async release(actor: AuditActor, id: string): Promise<LeadChange> {
      const released = await db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ form: leadSubmissions.form, spamReason: leadSubmissions.spamReason })
          .from(leadSubmissions)
          .where(and(eq(leadSubmissions.id, id), isNotNull(leadSubmissions.spamReason)))
          .for("update");
        if (!lead) return false;
        await tx.update(leadSubmissions).set({ spamReason: null }).where(eq(leadSubmissions.id, id));
        const form = lead.form as LeadForm;
        // The dealer a visitor chose is not kept with suspected spam: a released lead is routed by its place alone.
        await queueLead(tx, id, deliveryChannels(form), isRoutableForm(form) && routesToDealers(form) ? { chosenDealer: null } : null);
        await audit.record(
          { actor, area: "leads", action: "released from suspected spam", subject: subject(id), before: { spamReason: lead.spamReason } },
          tx,
        );
        return true;
      });
      if (!released) return { ok: false, reason: "not_found" };
      void changes.publish({ kind: "deliveries" });
      return { ok: true };
    },

    /**
     * The daily retention job: deletes every lead older than LEAD_RETENTION_DAYS and every lead
     * kept as suspected spam older than SPAM_RETENTION_DAYS (none when either is 0), with their
     * photos, and forgets the spent fill tokens that have expired.
     */
    async deleteExpired(now = new Date()): Promise<Expired> {
      const spam =
        spamRetentionDays === 0
          ? 0
          : await deleteAllOf(
              sql`${leadSubmissions.spamReason} is not null and ${olderThan(spamRetentionDays, now)}`,
              "suspected spam deleted after its retention period",
            );
      const leads = retentionDays === 0 ? 0 : await deleteAllOf(olderThan(retentionDays, now), "deleted after the retention period");
      await db.delete(leadFillTokens).where(lt(leadFillTokens.expiresAt, now));
      return { leads, spam };
    },
  };
}

export type LeadInbox = ReturnType<typeof createLeadInbox>;
