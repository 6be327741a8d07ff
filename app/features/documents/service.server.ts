import { type SQL, and, arrayContains, arrayOverlaps, asc, desc, eq, inArray, like, notInArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DatabaseKind, Db } from "~/platform/db";
import { tagRender } from "~/platform/render-tags.server";
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

/** What a page that shows the library's documents reads (app/platform/render-tags.server.ts). */
export const DOCUMENTS_RENDER_TAG = "documents";

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

/**
 * The WHERE of a search: the term, the document type and each group's tags (any of a group's,
 * all groups). `skipGroup` and `skipFiletype` leave one filter out, for that filter's own facet counts.
 */
function conditions(filters: Filters, skip: { group?: string; filetype?: boolean } = {}): SQL | undefined {
  const parts: SQL[] = [inLibrary];
  if (filters.term) parts.push(sql`${documents.search} @@ ${tsQuery(filters.term)}`);
  if (filters.filetype && !skip.filetype) parts.push(arrayContains(documents.documentTypes, [filters.filetype]));
  for (const [group, tags] of byGroup(filters.tags)) {
    if (group !== skip.group) parts.push(arrayOverlaps(documents.groupedTags, tags));
  }
  return and(...parts);
}

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

/**
 * `kind` picks how facet queries travel: PostgreSQL runs them in parallel on pooled connections,
 * the embedded database (one connection) answers them fastest as one UNION ALL statement.
 */
export function createDocumentService(db: Db, kind: DatabaseKind = "pglite") {
  /** Buckets of one facet under `where`; `group` limits them to that group's tags and names the row's source. */
  function bucketQuery(facet: Facet, where: SQL | undefined, group = "") {
    const tag = sql<string>`facet.tag`;
    const column = facet === "filetype" ? documents.documentTypes : documents.groupedTags;
    return db
      .select({
        facet: sql<Facet>`${facet}::text`.as("facet_name"),
        source: sql<string>`${group}::text`.as("source"),
        key: tag.as("key"),
        doc_count: sql<number>`count(*)::int`.as("doc_count"),
      })
      .from(sql`${documents} cross join lateral unnest(${column}) as facet(tag)`)
      .where(and(where, group ? like(tag, `${group.replace(/[\\%_]/g, "\\$&")}/%`) : undefined))
      .groupBy(tag);
  }

  /**
   * Facet counts: each group counted over the term and every other filter, never its own (SPEC §7).
   */
  async function aggregations(filters: Filters): Promise<DocumentSearchResult["aggregations"]> {
    const selected = new Set(byGroup(filters.tags).keys());
    const [all, filetype, ...own] = [
      bucketQuery("grouped_tags", conditions(filters)),
      bucketQuery("filetype", conditions(filters, { filetype: true })),
      ...[...selected].map((group) => bucketQuery("grouped_tags", conditions(filters, { group }), group)),
    ];
    const rows = kind === "postgres" ? (await Promise.all([all!, filetype!, ...own])).flat() : await unionAll(all!, filetype!, ...own);
    const buckets = { grouped_tags: [] as Bucket[], filetype: [] as Bucket[] };
    for (const row of rows) {
      // A selected group's buckets come from its own query, not from the one with every filter.
      if (row.facet === "grouped_tags" && row.source === "" && selected.has(splitGroupedTag(row.key)?.group ?? "")) continue;
      buckets[row.facet].push({ key: row.key, doc_count: row.doc_count });
    }
    return { grouped_tags: { buckets: buckets.grouped_tags.sort(byCount) }, filetype: { buckets: buckets.filetype.sort(byCount) } };
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
      tagRender(DOCUMENTS_RENDER_TAG);
      const where = conditions(input);
      const order = input.term
        ? [desc(sql`ts_rank_cd(${documents.search}, ${tsQuery(input.term)})`), asc(documents.title), asc(documents.id)]
        : [asc(documents.title), asc(documents.id)];
      const [rows, aggs] = await Promise.all([
        db
          .select({ ...hitColumns, total: sql<number>`(count(*) over ())::int` })
          .from(documents)
          .where(where)
          .orderBy(...order)
          .limit(input.size)
          .offset(input.from),
        aggregations(input),
      ]);
      // A page past the end has no row to carry the total: count apart only then.
      const total = rows[0]?.total ?? (input.from > 0 ? await count(where) : 0);
      return { hits: { total, hits: rows.map(toHit) }, aggregations: aggs };
    },

    /** SPEC §7 `/ES/documents/group`: the documents holding every tag of the group and of each subgroup. */
    async group(request: DocumentGroupRequest): Promise<DocumentGroupResult> {
      tagRender(DOCUMENTS_RENDER_TAG);
      const subgroups = request.subgroups.length > 0 ? request.subgroups : [{ title: "", tags: [] }];
      const results = await Promise.all(
        subgroups.map(async (subgroup) => {
          const tags = [...request.tags, ...subgroup.tags];
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
