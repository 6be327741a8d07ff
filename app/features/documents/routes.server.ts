import type { DocumentService } from "./service.server";
import { DOCUMENT_PAGE_SIZE, parseDocumentQuery } from "./query-state";
import type { Bucket, TechnicalDocumentsData } from "./types";

const countsOf = (buckets: Bucket[]) => Object.fromEntries(buckets.map((bucket) => [bucket.key, bucket.doc_count]));

/**
 * The technical documents page from its URL (SPEC §2): one page of hits and the facet counts. A
 * page past the last (a bookmark from before documents were withdrawn) shows the last page.
 */
export async function loadTechnicalDocuments(services: { documents: DocumentService }, url: URL): Promise<TechnicalDocumentsData> {
  const parsed = parseDocumentQuery(url.searchParams);
  const searchPage = (page: number) =>
    services.documents.search({
      term: parsed.term,
      tags: parsed.tags,
      filetype: parsed.filetype,
      from: (page - 1) * DOCUMENT_PAGE_SIZE,
      size: DOCUMENT_PAGE_SIZE,
    });
  let result = await searchPage(parsed.page);
  const lastPage = Math.max(1, Math.ceil(result.hits.total / DOCUMENT_PAGE_SIZE));
  const query = parsed.page > lastPage ? { ...parsed, page: lastPage } : parsed;
  if (query !== parsed) result = await searchPage(query.page);
  return {
    query,
    total: result.hits.total,
    hits: result.hits.hits,
    tagCounts: countsOf(result.aggregations.grouped_tags.buckets),
    filetypeCounts: countsOf(result.aggregations.filetype.buckets),
  };
}
