import { type SQL, and, arrayContains, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { tagRender } from "~/platform/render-tags.server";
import type { SearchHit, SearchResult } from "./hit";
import { MARK_END, MARK_START, snippetHtml } from "./snippet";
import { indexCatalogue, syncContentIndex } from "./sync.server";
import { searchDocuments } from "./tables.server";

export type SearchQuery = {
  /** The visitor's words, as typed; empty lists everything the filters allow, newest first. */
  q: string;
  size: number;
  from: number;
  type?: string | undefined;
  tag?: string | undefined;
  locale?: string | undefined;
};

const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1`;
// ts_headline reads the whole text it is given: the start of a long page is where its point is.
const HEADLINE_SOURCE_CHARS = 6000;
const PLAIN_SNIPPET_WORDS = 30;

const d = searchDocuments;

function plainSnippet(description: string, body: string): string {
  const text = description || body.split(" ").slice(0, PLAIN_SNIPPET_WORDS).join(" ");
  return snippetHtml(text);
}

export type SearchService = ReturnType<typeof createSearchService>;

/** The render tag of every page that shows search results: a change to what is indexed reaches them all. */
export const SEARCH_RENDER_TAG = "search";

/**
 * Full-text search over the index of published pages, articles and products (SPEC §2 "Search").
 * websearch_to_tsquery accepts any text: quotes, operators and punctuation never raise an error.
 */
export function createSearchService(db: Db, defaultLocale: string) {
  async function countMatches(where: SQL | undefined): Promise<number> {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(d)
      .where(where);
    return count?.total ?? 0;
  }

  return {
    defaultLocale,

    /** Call after every content write: indexes what was published, drops what was withdrawn. */
    syncContent: () => syncContentIndex(db),

    /** The bundled catalogue into the index (at import and at start, so a new release is found). */
    indexCatalogue: () => indexCatalogue(db, defaultLocale),

    async search({ q, size, from, type, tag, locale = defaultLocale }: SearchQuery): Promise<SearchResult> {
      tagRender(SEARCH_RENDER_TAG);
      const term = q.trim();
      const query = sql`websearch_to_tsquery('english', ${term})`;
      const where = and(
        eq(d.locale, locale),
        term ? sql`${d.document} @@ ${query}` : undefined,
        type ? eq(d.type, type) : undefined,
        tag ? arrayContains(d.tags, [tag]) : undefined,
      );
      const order: SQL[] = term
        ? [
            sql`${d.titleVector} @@ ${query} desc`,
            sql`ts_rank_cd(${d.document}, ${query}) desc`,
            sql`${d.publicationDate} desc nulls last`,
            asc(d.id),
          ]
        : [sql`${d.publicationDate} desc nulls last`, asc(d.title), asc(d.id)];

      // One scan gives the page and the number of matches (the window count runs before LIMIT).
      const rows = await db
        .select({
          id: d.id,
          type: d.type,
          path: d.path,
          title: d.title,
          image: d.image,
          publicationDate: d.publicationDate,
          description: d.description,
          body: d.body,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(d)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset(from);
      // Past the last match there is no row to carry the count.
      const total = rows[0]?.total ?? (from > 0 ? await countMatches(where) : 0);
      if (rows.length === 0) return { total, hits: [] };

      // Headlines are costly: only for the page of hits, never for every match.
      const headlines = term
        ? new Map(
            (
              await db
                .select({
                  id: d.id,
                  fragment: sql<string>`ts_headline('english', left(concat_ws(' ', ${d.description}, ${d.body}), ${HEADLINE_SOURCE_CHARS}), ${query}, ${HEADLINE_OPTIONS})`,
                })
                .from(d)
                .where(
                  inArray(
                    d.id,
                    rows.map((row) => row.id),
                  ),
                )
            ).map((row) => [row.id, row.fragment]),
          )
        : new Map<number, string>();

      const hits = rows.map((row): SearchHit => ({
        id: row.id,
        type: row.type,
        paths: row.path ? [row.path] : [],
        content: { title: row.title, image: row.image ?? null },
        snippet: headlines.has(row.id) ? snippetHtml(headlines.get(row.id) ?? "") : plainSnippet(row.description, row.body),
        publicationDate: row.publicationDate?.toISOString() ?? null,
      }));
      return { total, hits };
    },
  };
}
