import { type SQL, and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from "drizzle-orm";
import { likePattern } from "~/lib/like-pattern";
import type { Db } from "~/platform/db";
import type { AuditArea, AuditChange, AuditEntry } from "./audit";
import { auditEntries } from "./tables.server";

export const AUDIT_PAGE_SIZE = 50;

export type AuditQuery = {
  area?: AuditArea | undefined;
  actorId?: string | undefined;
  /** Matches the subject or the action. */
  q?: string | undefined;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date | undefined;
  until?: Date | undefined;
  page?: number | undefined;
};

export type AuditPage = { entries: AuditEntry[]; total: number; page: number; pageSize: number };

function matching(query: AuditQuery): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : undefined;
  return and(
    query.area ? eq(auditEntries.area, query.area) : undefined,
    query.actorId ? eq(auditEntries.actorId, query.actorId) : undefined,
    pattern ? or(ilike(auditEntries.subject, pattern), ilike(auditEntries.action, pattern)) : undefined,
    query.from ? gte(auditEntries.at, query.from) : undefined,
    query.until ? lt(auditEntries.at, query.until) : undefined,
  );
}

export type AuditLog = ReturnType<typeof createAuditLog>;
/** What a service that makes changes needs of the log. */
export type AuditRecorder = Pick<AuditLog, "record">;

/** The audit log of the admin: services record their changes here, admins browse them. */
export function createAuditLog(db: Db) {
  return {
    /**
     * Records one change. Pass the transaction that made the change as `executor`, so the entry
     * exists exactly when the change does.
     */
    async record(change: AuditChange, executor: Db = db): Promise<void> {
      await executor.insert(auditEntries).values({
        actorId: change.actor.id,
        actorName: change.actor.name,
        area: change.area,
        action: change.action,
        subject: change.subject,
        before: change.before ?? null,
        after: change.after ?? null,
        ...(change.at ? { at: change.at } : {}),
      });
    },

    /** Every entry of `area` about `subject` with `action`, oldest first: a record's own history, as its page tells it. */
    async about(area: AuditArea, subject: string, action: string): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.area, area), eq(auditEntries.subject, subject), eq(auditEntries.action, action)))
        .orderBy(asc(auditEntries.at), asc(auditEntries.id));
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },

    /** Who last changed each of `subjects` of `area`, by name: what a list says of the person behind a record. */
    async lastActors(area: AuditArea, subjects: readonly string[]): Promise<Map<string, string>> {
      if (subjects.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([auditEntries.subject], { subject: auditEntries.subject, name: auditEntries.actorName })
        .from(auditEntries)
        .where(and(eq(auditEntries.area, area), inArray(auditEntries.subject, [...subjects])))
        .orderBy(auditEntries.subject, desc(auditEntries.at), desc(auditEntries.id));
      return new Map(rows.map((row) => [row.subject, row.name]));
    },

    /** Newest first, one page of the entries that match. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const where = matching(query);
      const page = Math.max(1, query.page ?? 1);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditEntries)
          .where(where)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditEntries)
          .where(where),
      ]);
      return {
        entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        total: count?.total ?? 0,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      };
    },
  };
}
