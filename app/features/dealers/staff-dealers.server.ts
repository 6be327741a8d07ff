import { type SQL, and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { likePattern } from "~/lib/like-pattern";
import type { Db } from "~/platform/db";
import type { Dealer } from "./dealer";
import { type DealerRow, toDealer } from "./dealer-rows.server";
import type { Country } from "./regions";
import { dealers } from "./tables.server";

export const DEALERS_PAGE_SIZE = 50;
export const dealerStatuses = ["active", "inactive"] as const;

export type DealerQuery = { q: string; status: (typeof dealerStatuses)[number] | ""; country: Country | ""; state: string; page: number };
export type DealersPage = { dealers: Dealer[]; total: number; page: number; pageSize: number; query: DealerQuery };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function matching(query: DealerQuery): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : undefined;
  return and(
    pattern
      ? or(ilike(dealers.name, pattern), ilike(dealers.city, pattern), ilike(dealers.zip, pattern), ilike(dealers.leadEmail, pattern))
      : undefined,
    query.status ? eq(dealers.active, query.status === "active") : undefined,
    query.country ? eq(dealers.country, query.country) : undefined,
    query.state ? eq(dealers.state, query.state) : undefined,
  );
}

export type StaffDealers = ReturnType<typeof createStaffDealers>;

/** The dealers as staff keep them at /admin/dealers (issue 36). */
export function createStaffDealers(db: Db) {
  const rowById = async (id: string): Promise<DealerRow | undefined> =>
    UUID.test(id) ? (await db.select().from(dealers).where(eq(dealers.id, id)))[0] : undefined;

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
  };
}
