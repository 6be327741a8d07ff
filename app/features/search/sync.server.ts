import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/platform/db";
import { catalogueKeys, productByKey } from "../catalogue/index.server";
import { entities } from "../content/index.server";
import { type IndexDocument, entityDocument, productDocument } from "./documents.server";
import { searchDocuments } from "./tables.server";

const BATCH = 500;
// Catalogue splash images are 16:9 photographs (catalogue/facts/images.ts).
const SPLASH = { width: 1920, height: 1080 };

/** Where each field of a document is written: the type checker keeps it complete. */
const columnOf = {
  sourceKey: searchDocuments.sourceKey,
  entityId: searchDocuments.entityId,
  locale: searchDocuments.locale,
  type: searchDocuments.type,
  path: searchDocuments.path,
  title: searchDocuments.title,
  description: searchDocuments.description,
  body: searchDocuments.body,
  image: searchDocuments.image,
  tags: searchDocuments.tags,
  publicationDate: searchDocuments.publicationDate,
  sourceUpdatedAt: searchDocuments.sourceUpdatedAt,
} satisfies Record<keyof IndexDocument, AnyPgColumn>;

const written = Object.values(columnOf);
const writtenNames = sql.join(
  written.map((column) => sql.identifier(column.name)),
  sql`, `,
);
const replaced = sql.join(
  written
    .filter((column) => column !== columnOf.sourceKey)
    .map((column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`),
  sql`, `,
);

/** A document as a row of the table, keyed by column name. */
function asRow(document: IndexDocument): Record<string, unknown> {
  return Object.fromEntries(Object.entries(columnOf).map(([field, column]) => [column.name, document[field as keyof IndexDocument]]));
}

/**
 * Writes documents, 500 to a statement, sent as one JSON value that the database reads with the
 * table's own row type. As twelve parameters a row (6,000 a statement) the same rows took about
 * 0.3 s more to build and send for 10,000 pages (decision 0027).
 */
async function upsert(db: Db, documents: IndexDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += BATCH) {
    const rows = JSON.stringify(documents.slice(start, start + BATCH).map(asRow));
    await db.execute(
      sql`insert into ${searchDocuments} (${writtenNames}) select ${writtenNames} from jsonb_populate_recordset(null::${searchDocuments}, ${rows}::jsonb)
          on conflict (${sql.identifier(columnOf.sourceKey.name)}) do update set ${replaced}`,
    );
  }
  // New rows wait in the text index's pending list, which every search reads in full until it is
  // merged: merge it now (PGlite has no autovacuum to do it). Cheaper than an index without one.
  if (documents.length > 0) await db.execute(sql`select gin_clean_pending_list('search_documents_document_idx'::regclass)`);
}

/**
 * Brings the index in step with the content store: indexes each published entity whose row
 * changed since it was indexed, and removes what is gone, unpublished or marked noindex.
 * Drafts are never read, so they are never found.
 */
export async function syncContentIndex(db: Db): Promise<{ indexed: number; removed: number }> {
  const changed = await db
    .select({
      id: entities.id,
      type: entities.type,
      path: entities.path,
      locale: entities.locale,
      tags: entities.tags,
      publicationDate: entities.publicationDate,
      published: entities.published,
      updatedAt: entities.updatedAt,
    })
    .from(entities)
    .leftJoin(searchDocuments, eq(searchDocuments.entityId, entities.id))
    .where(
      and(
        ne(entities.type, "component"),
        isNotNull(entities.published),
        // Dates come back to JavaScript in milliseconds: compare at that precision.
        or(isNull(searchDocuments.id), sql`${searchDocuments.sourceUpdatedAt} < date_trunc('milliseconds', ${entities.updatedAt})`),
      ),
    );
  const documents: IndexDocument[] = [];
  const hidden: number[] = [];
  for (const entity of changed) {
    const document = entityDocument(entity);
    if (document) documents.push(document);
    else hidden.push(entity.id);
  }
  await upsert(db, documents);
  const removedHidden =
    hidden.length > 0
      ? await db.delete(searchDocuments).where(inArray(searchDocuments.entityId, hidden)).returning({ id: searchDocuments.id })
      : [];
  const removedGone = await db
    .delete(searchDocuments)
    .where(
      and(
        isNotNull(searchDocuments.entityId),
        sql`not exists (select 1 from ${entities} where ${entities.id} = ${searchDocuments.entityId} and ${entities.published} is not null and ${entities.type} <> 'component')`,
      ),
    )
    .returning({ id: searchDocuments.id });
  return { indexed: documents.length, removed: removedHidden.length + removedGone.length };
}

/** Indexes the bundled catalogue (SPEC §3 products), replacing what an earlier version indexed. */
export async function indexCatalogue(db: Db, locale: string): Promise<{ indexed: number }> {
  const at = new Date();
  const documents = catalogueKeys.flatMap((key) => {
    const entry = productByKey(key);
    return entry ? [productDocument(entry, locale, SPLASH, at)] : [];
  });
  const keys = documents.map((document) => document.sourceKey);
  await db.delete(searchDocuments).where(and(isNull(searchDocuments.entityId), notInArray(searchDocuments.sourceKey, keys)));
  await upsert(db, documents);
  return { indexed: documents.length };
}
