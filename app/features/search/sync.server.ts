import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { catalogueKeys, productByKey } from "../catalogue/index.server";
import { entities } from "../content/index.server";
import { type IndexDocument, entityDocument, productDocument } from "./documents.server";
import { searchDocuments } from "./tables.server";

const BATCH = 500;
// Catalogue splash images are 16:9 photographs (catalogue/facts/images.ts).
const SPLASH = { width: 1920, height: 1080 };

const replaced = {
  entityId: sql`excluded.entity_id`,
  locale: sql`excluded.locale`,
  type: sql`excluded.type`,
  path: sql`excluded.path`,
  title: sql`excluded.title`,
  description: sql`excluded.description`,
  body: sql`excluded.body`,
  image: sql`excluded.image`,
  tags: sql`excluded.tags`,
  publicationDate: sql`excluded.publication_date`,
  sourceUpdatedAt: sql`excluded.source_updated_at`,
};

async function upsert(db: Db, documents: IndexDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += BATCH) {
    await db
      .insert(searchDocuments)
      .values(documents.slice(start, start + BATCH))
      .onConflictDoUpdate({ target: searchDocuments.sourceKey, set: replaced });
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
