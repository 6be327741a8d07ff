import type { DocumentService } from "./service.server";
import { DOCUMENT_PAGE_SIZE, parseDocumentQuery } from "./query-state";
import type { Bucket, TechnicalDocumentsData } from "./types";

const countsOf = (buckets: Bucket[]) => Object.fromEntries(buckets.map((bucket) => [bucket.key, bucket.doc_count]));

/** The technical documents page from its URL (SPEC §2): one page of hits and the facet counts. */
export async function loadTechnicalDocuments(services: { documents: DocumentService }, url: URL): Promise<TechnicalDocumentsData> {
  const query = parseDocumentQuery(url.searchParams);
  const result = await services.documents.search({
    term: query.term,
    tags: query.tags,
    filetype: query.filetype,
    from: (query.page - 1) * DOCUMENT_PAGE_SIZE,
    size: DOCUMENT_PAGE_SIZE,
  });
  return {
    query,
    total: result.hits.total,
    hits: result.hits.hits,
    tagCounts: countsOf(result.aggregations.grouped_tags.buckets),
    filetypeCounts: countsOf(result.aggregations.filetype.buckets),
  };
}
