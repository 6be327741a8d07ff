import { type SQL, and, asc, eq, sql } from "drizzle-orm";
import type { LineError } from "~/admin/LineErrors";
import type { AuditActor } from "~/features/audit";
import type { AuditRecorder } from "~/features/audit/index.server";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import { activeDealers } from "./active-dealers.server";
import type { Dealer } from "./dealer";
import { type DealerInput, DealerInputSchema } from "./dealer-input";
import { dealerPath, slugOf } from "./dealer-path";
import { recordOf } from "./dealer-record";
import { DealerInputError, type DealerRow, dealerRowValues, dealersWithWords, toDealer } from "./dealer-rows.server";
import type { Country } from "./regions";
import { dealerChangeTags } from "./render-tags";
import { dealers } from "./tables.server";

export const DEALERS_PAGE_SIZE = 50;
export const dealerStatuses = ["active", "inactive"] as const;

export type DealerQuery = { q: string; status: (typeof dealerStatuses)[number] | ""; country: Country | ""; state: string; page: number };
export type DealersPage = { dealers: Dealer[]; total: number; page: number; pageSize: number; query: DealerQuery };

/** A dealer staff saved, or why not, by the field concerned. */
export type DealerSave = { ok: true; dealer: Dealer } | { ok: false; errors: Partial<Record<"zip" | "slug", string>> };
/** A line of a CSV import: where it is in the file, and the dealer it describes. */
export type DealerLine = { line: number; input: DealerInput };
export type DealerImport = { ok: true; added: number; updated: number; unchanged: number } | { ok: false; errors: LineError[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_TAKEN = (slug: string) => `Another dealer has the address ${dealerPath(slug)}.`;

/** What the audit log keeps of a dealer: its record, as the form and the CSV show it. */
const audited = (row: DealerRow) => recordOf(toDealer(row));

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === "23505" || (cause !== undefined && isUniqueViolation(cause));
}

/** A slug for a new dealer from its name and city, free among `taken`: "-2", "-3"... when the plain one is not. */
function suggestedSlug(input: Pick<DealerInput, "name" | "city">, taken: ReadonlySet<string>): string {
  const base = (slugOf(`${input.name} ${input.city}`) || "dealer").slice(0, 84).replace(/-$/, "");
  let slug = base;
  for (let number = 2; taken.has(slug); number += 1) slug = `${base}-${number}`;
  return slug;
}

function matching(query: DealerQuery): SQL | undefined {
  return and(
    dealersWithWords(query.q),
    query.status ? eq(dealers.active, query.status === "active") : undefined,
    query.country ? eq(dealers.country, query.country) : undefined,
    query.state ? eq(dealers.state, query.state) : undefined,
  );
}

export type StaffDealers = ReturnType<typeof createStaffDealers>;

/**
 * The dealers as staff keep them at /admin/dealers (issue 36): every change is checked by the
 * dealer's schema, placed from its postal code, recorded in the audit log in its own transaction,
 * and announced, so the locator and the dealers' pages render afresh on every instance. A dealer
 * staff changed is no longer the seed's.
 */
export function createStaffDealers(db: Db, { audit, changes }: { audit: AuditRecorder; changes: SiteChanges }) {
  const rowById = async (id: string): Promise<DealerRow | undefined> =>
    UUID.test(id) ? (await db.select().from(dealers).where(eq(dealers.id, id)))[0] : undefined;

  /** The locator and lead matching of this process see the change at once, the pages and the other instances when told. */
  const announce = (slugs: string[]) => {
    activeDealers(db).reread();
    return changes.publish({ kind: "dealers", tags: dealerChangeTags(slugs) });
  };

  async function slugsTaken(): Promise<Map<string, string>> {
    const rows = await db.select({ id: dealers.id, slug: dealers.slug }).from(dealers);
    return new Map(rows.map((row) => [row.slug, row.id]));
  }

  return {
    /** By name, filtered and paged. */
    async list(query: DealerQuery): Promise<DealersPage> {
      const where = matching(query);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(dealers)
          .where(where)
          .orderBy(asc(dealers.name), asc(dealers.slug))
          .limit(DEALERS_PAGE_SIZE)
          .offset((query.page - 1) * DEALERS_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(dealers)
          .where(where),
      ]);
      return { dealers: rows.map(toDealer), total: count?.total ?? 0, page: query.page, pageSize: DEALERS_PAGE_SIZE, query };
    },

    /** Any dealer by its id; none for an id that is no UUID. */
    async byId(id: string): Promise<Dealer | undefined> {
      const row = await rowById(id);
      return row ? toDealer(row) : undefined;
    },

    /** Every dealer, by name: the CSV export. */
    async all(): Promise<Dealer[]> {
      return (await db.select().from(dealers).orderBy(asc(dealers.name), asc(dealers.slug))).map(toDealer);
    },

    /**
     * Adds a dealer, or changes the one with `id` (undefined when there is none). A new dealer
     * without a slug gets one from its name and city that no other dealer has; a changed one keeps
     * its own. Its showroom photo (the seed's) stays.
     */
    async save(input: DealerInput, actor: AuditActor, id?: string): Promise<DealerSave | undefined> {
      const parsed = DealerInputSchema.parse(input);
      const before = id === undefined ? undefined : await rowById(id);
      if (id !== undefined && !before) return undefined;
      const taken = await slugsTaken();
      const slug = parsed.slug ?? before?.slug ?? suggestedSlug(parsed, new Set(taken.keys()));
      const holder = taken.get(slug);
      if (holder !== undefined && holder !== before?.id) return { ok: false, errors: { slug: SLUG_TAKEN(slug) } };
      let values: Awaited<ReturnType<typeof dealerRowValues>>;
      try {
        values = await dealerRowValues({ ...parsed, showroomPhoto: before?.showroomPhoto ?? parsed.showroomPhoto }, slug);
      } catch (error) {
        if (error instanceof DealerInputError) return { ok: false, errors: { [error.field]: error.message } };
        throw error;
      }
      try {
        const row = await db.transaction(async (tx) => {
          const [written] = before
            ? await tx
                .update(dealers)
                .set({ ...values, seeded: false })
                .where(eq(dealers.id, before.id))
                .returning()
            : await tx.insert(dealers).values(values).returning();
          const change = { actor, area: "dealers" as const, subject: `${written!.name} (${slug})`, after: audited(written!) };
          await audit.record(before ? { ...change, action: "edited", before: audited(before) } : { ...change, action: "added" }, tx);
          return written!;
        });
        await announce([slug, ...(before ? [before.slug] : [])]);
        return { ok: true, dealer: toDealer(row) };
      } catch (error) {
        // Another dealer took the slug between the check and the write.
        if (isUniqueViolation(error)) return { ok: false, errors: { slug: SLUG_TAKEN(slug) } };
        throw error;
      }
    },

    /** Takes a dealer out of the locator and lead routing (its page answers 404), or back; undefined when there is none. */
    async setActive(id: string, active: boolean, actor: AuditActor): Promise<Dealer | undefined> {
      const before = await rowById(id);
      if (!before) return undefined;
      const row = await db.transaction(async (tx) => {
        const [written] = await tx
          .update(dealers)
          .set({ active, seeded: false, updatedAt: new Date() })
          .where(eq(dealers.id, id))
          .returning();
        await audit.record(
          {
            actor,
            area: "dealers",
            action: active ? "reactivated" : "deactivated",
            subject: `${written!.name} (${written!.slug})`,
            before: { active: before.active },
            after: { active },
          },
          tx,
        );
        return written!;
      });
      await announce([row.slug]);
      return toDealer(row);
    },

    /**
     * Imports the dealers of a CSV file, all or nothing: a line whose slug names a dealer changes
     * it, any other adds one. Every line is placed and checked first; with any refused, nothing is
     * written and each is reported by its line. The import is one transaction and one audit entry.
     */
    async importLines(lines: readonly DealerLine[], actor: AuditActor): Promise<DealerImport> {
      const existing = new Map((await db.select().from(dealers)).map((row) => [row.slug, row]));
      const errors: LineError[] = [];
      const inFile = new Map<string, number>();
      const taken = new Set([...existing.keys(), ...lines.flatMap(({ input }) => (input.slug ? [input.slug] : []))]);
      const planned: { before: DealerRow | undefined; values: Awaited<ReturnType<typeof dealerRowValues>> }[] = [];
      for (const { line, input } of lines) {
        const parsed = DealerInputSchema.parse(input);
        const slug = parsed.slug ?? suggestedSlug(parsed, taken);
        taken.add(slug);
        const earlier = inFile.get(slug);
        if (earlier !== undefined) {
          errors.push({ line, message: `The slug ${slug} is on line ${earlier} already.` });
          continue;
        }
        inFile.set(slug, line);
        const before = existing.get(slug);
        try {
          planned.push({ before, values: await dealerRowValues({ ...parsed, showroomPhoto: before?.showroomPhoto ?? null }, slug) });
        } catch (error) {
          if (!(error instanceof DealerInputError)) throw error;
          errors.push({ line, message: `${error.field === "zip" ? "zip" : "slug"}: ${error.message}` });
        }
      }
      if (errors.length > 0) return { ok: false, errors };
      const changed = planned.filter(
        ({ before, values }) => !before || JSON.stringify(audited({ ...before, ...values })) !== JSON.stringify(audited(before)),
      );
      const added = changed.filter(({ before }) => !before).length;
      const updated = changed.length - added;
      await db.transaction(async (tx) => {
        for (const { before, values } of changed) {
          if (before)
            await tx
              .update(dealers)
              .set({ ...values, seeded: false })
              .where(eq(dealers.id, before.id));
          else await tx.insert(dealers).values(values);
        }
        await audit.record(
          {
            actor,
            area: "dealers",
            action: "imported",
            subject: `${lines.length} ${lines.length === 1 ? "line" : "lines"} of a CSV file`,
            after: { added, updated, unchanged: planned.length - changed.length, slugs: changed.map(({ values }) => values.slug) },
          },
          tx,
        );
      });
      if (changed.length > 0) await announce(changed.map(({ values }) => values.slug));
      return { ok: true, added, updated, unchanged: planned.length - changed.length };
    },
  };
}
