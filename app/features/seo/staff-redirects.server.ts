import { type SQL, and, asc, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { AuditActor } from "~/features/audit";
import type { AuditLog } from "~/features/audit/index.server";
import { likePattern } from "~/lib/like-pattern";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import type { ImportLine, LineError } from "./redirect-csv";
import { type RuleLink, ruleConflict } from "./redirect-conflicts";
import type { StaffRule, StaffRuleErrors } from "./staff-rule";
import { notFoundHits, redirects } from "./tables.server";

export const RULES_PAGE_SIZE = 50;

export const ruleOrigins = ["staff", "seeded"] as const;
export type RuleOrigin = (typeof ruleOrigins)[number];

export type RedirectRule = { id: number; from: string; to: string; status: number; seeded: boolean; updatedAt: string };
export type RuleQuery = { q: string; origin: RuleOrigin | ""; page: number };
export type RulesPage = { rules: RedirectRule[]; total: number; page: number; pageSize: number; query: RuleQuery };

export type SaveOutcome = { ok: true; rule: RedirectRule } | { ok: false; errors: StaffRuleErrors };
export type ImportOutcome = { imported: number; unchanged: number; errors: LineError[] };

type Row = typeof redirects.$inferSelect;

const toRule = (row: Row): RedirectRule => ({
  id: row.id,
  from: row.fromPath,
  to: row.toTarget,
  status: row.status,
  seeded: row.seeded,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a rule. */
const audited = (rule: { to: string; status: number }) => ({ target: rule.to, status: rule.status });

export type StaffRedirectsOptions = {
  audit: Pick<AuditLog, "record">;
  /** Hears every change of the table, so visitors meet it at once. */
  changes: SiteChanges;
  /** Whether a published page lives at a path: a redirect there would hide it. */
  publishedPageAt?: (path: string) => Promise<boolean>;
};

export type StaffRedirects = ReturnType<typeof createStaffRedirects>;

/**
 * The redirects staff make at /admin/redirects. Every rule is checked against the others (no loop,
 * no chain), every change is audited in its own transaction, a rule staff made or changed is no
 * longer the seed's (`seeded` false), and a path that now redirects leaves the 404 log.
 */
export function createStaffRedirects(db: Db, { audit, changes, publishedPageAt = async () => false }: StaffRedirectsOptions) {
  const links = async (exceptId?: number): Promise<RuleLink[]> =>
    db
      .select({ from: redirects.fromPath, to: redirects.toTarget })
      .from(redirects)
      .where(exceptId === undefined ? undefined : ne(redirects.id, exceptId));

  async function refusal(rule: StaffRule, exceptId?: number, sourceChanged = true): Promise<StaffRuleErrors | null> {
    if (sourceChanged) {
      const [taken] = await db.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, rule.from));
      if (taken) return { from: `A redirect from ${rule.from} exists already: edit that one instead.` };
    }
    const conflict = ruleConflict(await links(exceptId), rule);
    if (conflict) return { [conflict.field]: conflict.message };
    if (sourceChanged && (await publishedPageAt(rule.from)))
      return { from: `A published page lives at ${rule.from}: a redirect would hide it. Move or unpublish the page first.` };
    return null;
  }

  async function byId(id: number): Promise<RedirectRule | null> {
    const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
    return row ? toRule(row) : null;
  }

  const forgetNotFound = (tx: Db, paths: string[]) =>
    paths.length > 0 ? tx.delete(notFoundHits).where(inArray(notFoundHits.path, paths)) : Promise.resolve();

  function matching(query: RuleQuery): SQL | undefined {
    const pattern = query.q ? likePattern(query.q) : undefined;
    return and(
      pattern ? or(ilike(redirects.fromPath, pattern), ilike(redirects.toTarget, pattern)) : undefined,
      query.origin ? eq(redirects.seeded, query.origin === "seeded") : undefined,
    );
  }

  return {
    /** Newest change first. */
    async list(query: RuleQuery): Promise<RulesPage> {
      const where = matching(query);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(redirects)
          .where(where)
          .orderBy(desc(redirects.updatedAt), asc(redirects.fromPath))
          .limit(RULES_PAGE_SIZE)
          .offset((query.page - 1) * RULES_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(redirects)
          .where(where),
      ]);
      return { rules: rows.map(toRule), total: count?.total ?? 0, page: query.page, pageSize: RULES_PAGE_SIZE, query };
    },

    byId,

    /** Every rule as CSV rows (source, target, status), by source. */
    async exportRows(): Promise<[string, string, number][]> {
      const rows = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
      return rows.map((row) => [row.fromPath, row.toTarget, row.status]);
    },

    async create(rule: StaffRule, actor: AuditActor): Promise<SaveOutcome> {
      const errors = await refusal(rule);
      if (errors) return { ok: false, errors };
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(redirects).values({ fromPath: rule.from, toTarget: rule.to, status: rule.status }).returning();
        await forgetNotFound(tx, [rule.from]);
        await audit.record({ actor, area: "redirects", action: "created", subject: rule.from, after: audited(rule) }, tx);
        return inserted!;
      });
      void changes.publish({ kind: "redirects" });
      return { ok: true, rule: toRule(row) };
    },

    /** Changes a rule; a seeded one becomes staff's, so a seed import leaves it alone. */
    async update(id: number, rule: StaffRule, actor: AuditActor): Promise<SaveOutcome | null> {
      const current = await byId(id);
      if (!current) return null;
      const errors = await refusal(rule, id, rule.from !== current.from);
      if (errors) return { ok: false, errors };
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(redirects)
          .set({ fromPath: rule.from, toTarget: rule.to, status: rule.status, seeded: false, updatedAt: sql`now()` })
          .where(eq(redirects.id, id))
          .returning();
        await forgetNotFound(tx, [rule.from]);
        const before = rule.from === current.from ? audited(current) : { source: current.from, ...audited(current) };
        await audit.record({ actor, area: "redirects", action: "edited", subject: rule.from, before, after: audited(rule) }, tx);
        return updated!;
      });
      void changes.publish({ kind: "redirects" });
      return { ok: true, rule: toRule(row) };
    },

    async remove(id: number, actor: AuditActor): Promise<RedirectRule | null> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
        if (row)
          await audit.record({ actor, area: "redirects", action: "deleted", subject: row.fromPath, before: audited(toRule(row)) }, tx);
        return row;
      });
      if (!removed) return null;
      void changes.publish({ kind: "redirects" });
      return toRule(removed);
    },

    /**
     * Imports the lines of a CSV: each is checked against the rules and the lines before it; the
     * refused ones are reported, the others written in one transaction. A line with a rule's
     * source replaces that rule; one identical to it changes nothing.
     */
    async importLines(lines: readonly ImportLine[], actor: AuditActor): Promise<ImportOutcome> {
      const existing = new Map((await db.select().from(redirects)).map((row) => [row.fromPath, toRule(row)]));
      const working = new Map<string, RuleLink>([...existing.values()].map((rule) => [rule.from, rule]));
      const firstLine = new Map<string, number>();
      const accepted: ImportLine[] = [];
      const errors: LineError[] = [];
      let unchanged = 0;
      for (const line of lines) {
        const earlier = firstLine.get(line.from);
        if (earlier !== undefined) {
          errors.push({ line: line.line, message: `${line.from} is on line ${earlier} already.` });
          continue;
        }
        firstLine.set(line.from, line.line);
        const current = existing.get(line.from);
        if (current && current.to === line.to && current.status === line.status) {
          unchanged += 1;
          continue;
        }
        const conflict = ruleConflict([...working.values()], line);
        if (conflict) errors.push({ line: line.line, message: conflict.message });
        else if (!current && (await publishedPageAt(line.from)))
          errors.push({ line: line.line, message: `A published page lives at ${line.from}: a redirect would hide it.` });
        else {
          accepted.push(line);
          working.set(line.from, line);
        }
      }
      if (accepted.length > 0) {
        await db.transaction(async (tx) => {
          for (const line of accepted) {
            const values = { toTarget: line.to, status: line.status, seeded: false, updatedAt: sql`now()` };
            await tx
              .insert(redirects)
              .values({ fromPath: line.from, ...values })
              .onConflictDoUpdate({ target: redirects.fromPath, set: values });
            const current = existing.get(line.from);
            await audit.record(
              {
                actor,
                area: "redirects",
                action: "imported",
                subject: line.from,
                before: current ? audited(current) : undefined,
                after: audited(line),
              },
              tx,
            );
          }
          await forgetNotFound(
            tx,
            accepted.map((line) => line.from),
          );
        });
        void changes.publish({ kind: "redirects" });
      }
      return { imported: accepted.length, unchanged, errors: errors.sort((a, b) => a.line - b.line) };
    },
  };
}
