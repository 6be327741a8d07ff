import { type SQL, and, arrayContains, arrayOverlaps, asc, eq, inArray, like, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { tagRender } from "~/platform/render-tags.server";
import { documentTags } from "./render-tags";
import { documents } from "./tables.server";
import { splitGroupedTag } from "./taxonomy";
import type {
  Bucket,
  DocumentGroupRequest,
  DocumentGroupResult,
  DocumentHit,
  DocumentInfo,
  DocumentSearchInput,
  DocumentSearchResult,
} from "./types";

/** What a page that may show any of the library's documents reads (render-tags.ts). */
export const DOCUMENTS_RENDER_TAG = documentTags.all;

/** SPEC §9: a document group fetches 100 per subgroup, offset 0. */
export const GROUP_SIZE = 100;

export type DocumentRecord = Omit<typeof documents.$inferInsert, "id" | "search">;

type Filters = Pick<DocumentSearchInput, "term" | "tags" | "filetype">;

const hitColumns = {
  key: documents.key,
  title: documents.title,
  displayType: documents.displayType,
  mimeType: documents.mimeType,
  description: documents.description,
  cdnPaths: documents.cdnPaths,
  documentTypes: documents.documentTypes,
  size: documents.size,
  updatedAt: documents.updatedAt,
};

type HitRow = { [Key in keyof typeof hitColumns]: (typeof hitColumns)[Key]["_"]["data"] };

function toHit(row: HitRow): DocumentHit {
  return {
    _id: row.key,
    _source: {
      title: row.title,
      display_type: row.displayType,
      mime_type: row.mimeType,
      description: row.description,
      cdn_paths: row.cdnPaths,
      "Document Type": row.documentTypes,
      size: row.size,
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** Visitors see only what staff put in the library (an upload waits for its details; a withdrawn document is gone). */
const inLibrary = eq(documents.listed, true);

const tsQuery = (term: string) => sql`websearch_to_tsquery('english', ${term})`;

/** Selected tags by group name; a tag without a group is a group of its own, which nothing matches. */
function byGroup(tags: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const tag of tags) {
    const group = splitGroupedTag(tag)?.group ?? tag;
    groups.set(group, [...(groups.get(group) ?? []), tag]);
  }
  return groups;
}

/** One filter of a search: a group's tags (any of them) or the document type; `group` is unset for the document type. */
type Filter = { group?: string; test: SQL };

function filtersOf(input: Filters): Filter[] {
  const filters: Filter[] = [...byGroup(input.tags)].map(([group, tags]) => ({ group, test: arrayOverlaps(documents.groupedTags, tags) }));
  if (input.filetype) filters.push({ test: arrayContains(documents.documentTypes, [input.filetype]) });
  return filters;
}

/**
 * What a search can show: with two filters or more its candidates fail at most one of them
 * (`failsAtMostOne`), so each carries one of the selected tags or the document type, and only a
 * change to a document with one of those touches it; with fewer, any document may.
 */
function searchTags(input: Filters, filters: Filter[]): string[] {
  if (filters.length < 2) return [DOCUMENTS_RENDER_TAG];
  return [...input.tags.map(documentTags.tag), ...(input.filetype ? [documentTags.type(input.filetype)] : [])];
}

/** `f0 and f2 …`: the flags of the candidate rows that say which filters a document passes, all but `skip`. */
function passes(filters: Filter[], skip?: (filter: Filter) => boolean): SQL {
  const flags = filters.flatMap((filter, index) => (skip?.(filter) ? [] : [sql.raw(`f${index}`)]));
  return flags.length > 0 ? sql.join(flags, sql` and `) : sql`true`;
}

/** Rows with at most one filter failed: a facet's counts leave out that facet's own filter (SPEC §7). */
function failsAtMostOne(filters: Filter[]): SQL | undefined {
  if (filters.length < 2) return undefined;
  return sql`(${sql.join(
    filters.map(
      (_, left) =>
        sql`(${sql.join(
          filters.flatMap((filter, index) => (index === left ? [] : [filter.test])),
          sql` and `,
        )})`,
    ),
    sql` or `,
  )})`;
}

const likeGroup = (group: string) => `${group.replace(/[\\%_]/g, "\\$&")}/%`;

/** A grouped tag's own filter: a selected group's buckets count without it, every other tag's with all filters. */
function groupedTagCount(filters: Filter[]): SQL {
  const own = filters.flatMap((filter) =>
    filter.group === undefined
      ? []
      : [sql`when candidate_tag.tag like ${likeGroup(filter.group)} then ${passes(filters, (other) => other === filter)}`],
  );
  return own.length > 0 ? sql`case ${sql.join(own, sql` `)} else ${passes(filters)} end` : passes(filters);
}

type SearchRow = {
  total: number;
  hits: (Omit<HitRow, "updatedAt"> & { updatedAt: string })[];
  buckets: (Bucket & { facet: Facet })[];
};

const replacedColumns = [
  "title",
  "description",
  "displayType",
  "mimeType",
  "documentTypes",
  "groupedTags",
  "size",
  "updatedAt",
  "filePath",
  "cdnPaths",
  "body",
] as const;

/** An upsert's columns taken from the row it tried to insert. */
const replacedSet = Object.fromEntries(replacedColumns.map((column) => [column, sql.raw(`excluded."${documents[column].name}"`)]));

/** What a seed import did to the library: `kept` are documents staff changed; `removedFiles` are storage paths. */
export type SeedDocumentsResult = { saved: number; kept: number; removedFiles: string[] };

type Facet = "grouped_tags" | "filetype";

/** Compares buckets as Elasticsearch orders terms: most documents first, then by key. */
const byCount = (a: Bucket, b: Bucket) => b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export function createDocumentService(db: Db) {
  /**
   * A page of hits, the total and every facet count in one statement and one pass over the
   * candidates: the documents that match the term and fail at most one filter, each with a flag
   * per filter (f0, f1 …), so that each facet counts over the others (SPEC §7). Only the hits
   * that pass every filter are ranked.
   */
  async function searchOnce(input: DocumentSearchInput): Promise<SearchRow> {
    const filters = filtersOf(input);
    const query = tsQuery(input.term);
    const flags = filters.map((filter, index) => sql`${filter.test} as ${sql.raw(`f${index}`)}`);
    const rank = input.term ? sql`ts_rank_cd(${documents.search}, ${query})` : sql`0::real`;
    const statement = sql`
      with candidate as materialized (
        select ${sql.join([documents.id, documents.groupedTags, documents.documentTypes, ...flags], sql`, `)}
        from ${documents}
        where ${and(inLibrary, input.term ? sql`${documents.search} @@ ${query}` : undefined, failsAtMostOne(filters))}
      ),
      page as (
        select ${documents.key}, ${documents.title}, ${documents.displayType}, ${documents.mimeType}, ${documents.description},
          ${documents.cdnPaths}, ${documents.documentTypes}, ${documents.size}, ${documents.updatedAt}, ${documents.id}, ${rank} as rank
        from ${documents} join candidate on candidate.id = ${documents.id}
        where ${passes(filters)}
        order by rank desc, ${documents.title}, ${documents.id}
        limit ${input.size} offset ${input.from}
      ),
      bucket as (
        select 'grouped_tags' as facet, candidate_tag.tag as key, count(*) filter (where ${groupedTagCount(filters)})::int as doc_count
        from candidate cross join lateral unnest(candidate.grouped_tags) as candidate_tag(tag)
        group by candidate_tag.tag
        union all
        select 'filetype', candidate_tag.tag, count(*) filter (where ${passes(filters, (filter) => filter.group === undefined)})::int
        from candidate cross join lateral unnest(candidate.document_types) as candidate_tag(tag)
        group by candidate_tag.tag
      )
      select
        (select count(*) from candidate where ${passes(filters)})::int as total,
        (select coalesce(json_agg(json_build_object(
          'key', page.key, 'title', page.title, 'displayType', page.display_type, 'mimeType', page.mime_type,
          'description', page.description, 'cdnPaths', page.cdn_paths, 'documentTypes', page.document_types,
          'size', page.size, 'updatedAt', page.updated_at
        ) order by page.rank desc, page.title, page.id), '[]'::json) from page) as hits,
        (select coalesce(json_agg(json_build_object('facet', bucket.facet, 'key', bucket.key, 'doc_count', bucket.doc_count)), '[]'::json)
          from bucket where bucket.doc_count > 0) as buckets`;
    const { rows } = (await db.execute(statement)) as unknown as { rows: SearchRow[] };
    return rows[0]!;
  }

  async function count(where?: SQL): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(documents)
      .where(where);
    return row?.total ?? 0;
  }

  return {
    /** SPEC §7 `/ES/documents/search`: one page of hits, ranked by relevance when there is a term. */
    async search(input: DocumentSearchInput): Promise<DocumentSearchResult> {
      tagRender(...searchTags(input, filtersOf(input)));
      const row = await searchOnce(input);
      const buckets = { grouped_tags: [] as Bucket[], filetype: [] as Bucket[] };
      for (const { facet, key, doc_count } of row.buckets) buckets[facet].push({ key, doc_count });
      return {
        hits: { total: row.total, hits: row.hits.map((hit) => toHit({ ...hit, updatedAt: new Date(hit.updatedAt) })) },
        aggregations: {
          grouped_tags: { buckets: buckets.grouped_tags.sort(byCount) },
          filetype: { buckets: buckets.filetype.sort(byCount) },
        },
      };
    },

    /** SPEC §7 `/ES/documents/group`: the documents holding every tag of the group and of each subgroup. */
    async group(request: DocumentGroupRequest): Promise<DocumentGroupResult> {
      const subgroups = request.subgroups.length > 0 ? request.subgroups : [{ title: "", tags: [] }];
      const results = await Promise.all(
        subgroups.map(async (subgroup) => {
          const tags = [...request.tags, ...subgroup.tags];
          // Every document a subgroup shows holds all its tags: a change to one holds the first before or after.
          tagRender(tags[0] === undefined ? DOCUMENTS_RENDER_TAG : documentTags.tag(tags[0]));
          const rows = await db
            .select(hitColumns)
            .from(documents)
            .where(and(inLibrary, tags.length > 0 ? arrayContains(documents.groupedTags, tags) : undefined))
            .orderBy(asc(documents.title), asc(documents.id))
            .limit(GROUP_SIZE);
          return { title: subgroup.title, docs: { hits: { total: rows.length, hits: rows.map(toHit) } } };
        }),
      );
      return { title: request.title, subgroups: results };
    },

    /** SPEC §7 `/ES/documents/info`: the document whose file has this name. */
    async info(fileName: string): Promise<DocumentInfo> {
      tagRender(DOCUMENTS_RENDER_TAG);
      const rows = await db
        .select({ title: documents.title, displayType: documents.displayType })
        .from(documents)
        .where(and(inLibrary, like(documents.filePath, `%/${fileName.replace(/[\\%_]/g, "\\$&")}`)))
        .limit(1);
      return {
        hits: rows.map((row) => ({ _source: { file_display_name: `${row.title}.${row.displayType.toLowerCase()}`, title: row.title } })),
      };
    },

    /** The library's files among these storage paths (under `media/`), for the zip. */
    async filesAt(filePaths: string[]): Promise<{ filePath: string; size: number; displayType: string }[]> {
      if (filePaths.length === 0) return [];
      return db
        .select({ filePath: documents.filePath, size: documents.size, displayType: documents.displayType })
        .from(documents)
        .where(and(inLibrary, inArray(documents.filePath, filePaths)));
    },

    /** How many documents the library holds. */
    count: () => count(inLibrary),

    /** Inserts or replaces documents by key (the demo import is idempotent). */
    async save(records: DocumentRecord[]): Promise<number> {
      for (let start = 0; start < records.length; start += 500) {
        await db
          .insert(documents)
          .values(records.slice(start, start + 500))
          .onConflictDoUpdate({ target: documents.key, set: replacedSet });
      }
      return records.length;
    },

    /** Which of these seed keys staff have made theirs (changed, withdrawn or replaced): the seed import leaves them and their files be. */
    async staffOwnedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: documents.key })
        .from(documents)
        .where(and(eq(documents.seeded, false), inArray(documents.key, [...keys])));
      return new Set(rows.map((row) => row.key));
    },

    /** The seed import's documents (content/documents): replaces and removes only the seed's own rows. */
    async saveSeed(records: readonly DocumentRecord[]): Promise<SeedDocumentsResult> {
      return db.transaction(async (tx) => {
        let saved = 0;
        for (let start = 0; start < records.length; start += 500) {
          const written = await tx
            .insert(documents)
            .values(records.slice(start, start + 500).map((record) => ({ ...record, seeded: true })))
            .onConflictDoUpdate({ target: documents.key, set: replacedSet, where: eq(documents.seeded, true) })
            .returning({ id: documents.id });
          saved += written.length;
        }
        const keys = records.map((record) => record.key);
        const removed = await tx
          .delete(documents)
          .where(and(eq(documents.seeded, true), keys.length > 0 ? notInArray(documents.key, keys) : undefined))
          .returning({ filePath: documents.filePath });
        return { saved, kept: records.length - saved, removedFiles: removed.map((row) => row.filePath) };
      });
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
