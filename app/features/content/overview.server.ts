import { type SQL, and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { likePattern } from "~/lib/like-pattern";
import type { Db } from "~/platform/db";
import { type EntityStatus, entityStatuses, type Overview, type OverviewFilter } from "./overview";
import { entities } from "./tables.server";

export const OVERVIEW_PAGE_SIZE = 25;

const OverviewQuery = z.object({
  q: z.string().trim().max(200).catch(""),
  type: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,49}$/)
    .catch(""),
  status: z.enum(entityStatuses).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The list's filter from its address; anything unreadable falls back to "all" rather than failing. */
export function overviewQueryFrom(search: URLSearchParams): OverviewFilter & { page: number } {
  return OverviewQuery.parse({
    q: search.get("q") ?? "",
    type: search.get("type") ?? "",
    status: search.get("status") ?? "",
    page: search.get("page") ?? 1,
  });
}

const status = sql<EntityStatus>`case
  when ${entities.publishAt} is not null then 'scheduled'
  when ${entities.published} is null then 'draft'
  when ${entities.draft} is null or ${entities.draft} = ${entities.published} then 'published'
  else 'changed' end`;
/** An entity's title as editors last wrote it. */
export const entityTitle = sql<string>`coalesce(${entities.draft}->>'title', ${entities.published}->>'title', '')`;

/** Every entity of the locale, drafts and components included, for the editors' list: newest change first. */
export async function entityOverview(db: Db, locale: string, query: OverviewFilter & { page: number }): Promise<Overview> {
  const where: SQL | undefined = and(
    eq(entities.locale, locale),
    query.type ? eq(entities.type, query.type) : undefined,
    query.status ? sql`${status} = ${query.status}` : undefined,
    query.q ? or(ilike(entityTitle, likePattern(query.q)), ilike(entities.path, likePattern(query.q))) : undefined,
  );
  const [rows, [count], types] = await Promise.all([
    db
      .select({
        id: entities.id,
        type: entities.type,
        path: entities.path,
        title: entityTitle,
        status,
        publishAt: entities.publishAt,
        updatedAt: entities.updatedAt,
        updatedBy: entities.updatedBy,
      })
      .from(entities)
      .where(where)
      .orderBy(desc(entities.updatedAt), asc(entities.path))
      .limit(OVERVIEW_PAGE_SIZE)
      .offset((query.page - 1) * OVERVIEW_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(entities)
      .where(where),
    db.selectDistinct({ type: entities.type }).from(entities).where(eq(entities.locale, locale)).orderBy(asc(entities.type)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, publishAt: row.publishAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: OVERVIEW_PAGE_SIZE,
    types: types.map((row) => row.type),
    filter: { q: query.q, type: query.type, status: query.status },
  };
}
