import { type SQL, asc, sql } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { searchDocuments } from "./tables.server";

/**
 * How many matches of a term are ranked by relevance: those first in the cheap order (title
 * matches, then newest). Ranking reads each match's whole text vector, which costs more than
 * everything else a search does; past the shortlist the matches keep the cheap order.
 */
export const RANKED_SHORTLIST = 200;

const d = searchDocuments;

/** One page of a search: the hits' ids in order, and how many matches there are in all. */
export type SearchPage = { ids: number[]; total: number };

type PageRow = { id: number; total: number };

/** The page queries of the search service: by relevance for a term, newest first without one. */
export function searchPages(db: Db, shortlist = RANKED_SHORTLIST) {
  async function countMatches(where: SQL | undefined): Promise<number> {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(d)
      .where(where);
    return count?.total ?? 0;
  }

  /** Past the last match there is no row to carry the count. */
  async function pageOf(rows: PageRow[], from: number, where: SQL | undefined): Promise<SearchPage> {
    const total = rows[0]?.total ?? (from > 0 ? await countMatches(where) : 0);
    return { ids: rows.map((row) => row.id), total };
  }

  return {
    /**
     * Matches in the order: the shortlist by relevance, then the rest in the cheap order. Matches
     * are found through the text index alone (`match` never reads a text vector); only the
     * shortlist is ranked, and the rest is sorted only when a page reaches past it. The order is
     * the same whatever the page, so pages neither repeat nor skip a match.
     */
    async ranked(query: SQL, filters: SQL | undefined, size: number, from: number): Promise<SearchPage> {
      const where = sql`${d.document} @@ ${query} and ${filters}`;
      const cheapOrder = sql`title_hit desc, publication_date desc nulls last, id`;
      const rest =
        from + size > shortlist
          ? sql`union all
            select id, ${shortlist} + row_number() over (order by ${cheapOrder}) from (
              select id, title_hit, publication_date from match order by ${cheapOrder} offset ${shortlist} limit ${from + size - shortlist}
            ) past_shortlist`
          : sql``;
      const { rows } = (await db.execute(sql`
        with match as materialized (
          select ${d.id} as id, ${d.titleVector} @@ ${query} as title_hit, ${d.publicationDate} as publication_date
          from ${d}
          where ${where}
        ),
        shortlist as (
          select id, title_hit, publication_date from match order by ${cheapOrder} limit ${shortlist}
        )
        select id, (select count(*) from match)::int as total from (
          select shortlist.id, row_number() over (
            order by shortlist.title_hit desc, ts_rank_cd(${d.document}, ${query}) desc, shortlist.publication_date desc nulls last, shortlist.id
          ) as position
          from shortlist join ${d} on ${d.id} = shortlist.id
          ${rest}
        ) ordered
        order by position
        limit ${size} offset ${from}`)) as unknown as { rows: PageRow[] };
      return pageOf(rows, from, where);
    },

    /** Everything the filters allow, newest first. */
    async newest(filters: SQL | undefined, size: number, from: number): Promise<SearchPage> {
      const rows = await db
        .select({ id: d.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(d)
        .where(filters)
        .orderBy(sql`${d.publicationDate} desc nulls last`, asc(d.title), asc(d.id))
        .limit(size)
        .offset(from);
      return pageOf(rows, from, filters);
    },
  };
}
