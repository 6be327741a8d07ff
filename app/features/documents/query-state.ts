import { DOCUMENTS_PATH } from "./documents-href";
import { type DocumentType, documentTypes, groupedTag, groupedTags, isKnownTag, splitGroupedTag, tagGroups } from "./taxonomy";

/**
 * SPEC §2/§4: the technical documents page keeps its whole state in the URL: term, page (1-based),
 * each filter group by name with underscores for spaces, and Document_Type.
 */
export type DocumentQuery = {
  term: string;
  page: number;
  /** Grouped tags, "Product Type/Folding". */
  tags: string[];
  filetype: DocumentType | "";
};

export const DOCUMENT_TYPE_PARAM = "Document_Type";
export const MAX_TERM_LENGTH = 200;
/** SPEC §9: documents page size. */
export const DOCUMENT_PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export const groupParam = (group: string) => group.replaceAll(" ", "_");

const tagOrder = (tag: string) => groupedTags().indexOf(tag);

export const emptyQuery: DocumentQuery = { term: "", page: 1, tags: [], filetype: "" };

/** Reads the page state from a query string; anything unknown or malformed is ignored. */
export function parseDocumentQuery(params: URLSearchParams): DocumentQuery {
  const term = (params.get("term") ?? "").trim().slice(0, MAX_TERM_LENGTH);
  const page = Number(params.get("page"));
  const tags = tagGroups.flatMap((group) =>
    params
      .getAll(groupParam(group.name))
      .map((value) => groupedTag(group.name, value))
      .filter((tag, index, all) => isKnownTag(tag) && all.indexOf(tag) === index),
  );
  const filetype = documentTypes.find((type) => type === params.get(DOCUMENT_TYPE_PARAM)) ?? "";
  return { term, page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1, tags, filetype };
}

/**
 * The query of a state's page address as `URL.search` spells it ("" or "?…"): parameters in
 * sidebar order, unknown ones and page 1 left out. Also the page's canonical query: ?page=abc is
 * the first page's duplicate.
 */
export function documentQuerySearch(query: DocumentQuery): string {
  const params = new URLSearchParams();
  if (query.term) params.set("term", query.term);
  // Sidebar order, so one filter combination has one address (and one cache entry).
  for (const tag of [...query.tags].sort((a, b) => tagOrder(a) - tagOrder(b))) {
    const parts = splitGroupedTag(tag);
    if (parts) params.append(groupParam(parts.group), parts.value);
  }
  if (query.filetype) params.set(DOCUMENT_TYPE_PARAM, query.filetype);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The page address of a state. */
export const documentQueryHref = (query: DocumentQuery): string => `${DOCUMENTS_PATH}${documentQuerySearch(query)}`;

/** Selecting a tag adds it, selecting it again removes it; either way paging starts over. */
export function toggleTag(query: DocumentQuery, tag: string): DocumentQuery {
  const tags = query.tags.includes(tag) ? query.tags.filter((selected) => selected !== tag) : [...query.tags, tag];
  return { ...query, tags, page: 1 };
}

/** A single document-type value toggles. */
export function toggleFiletype(query: DocumentQuery, filetype: DocumentType): DocumentQuery {
  return { ...query, filetype: query.filetype === filetype ? "" : filetype, page: 1 };
}

export const withPage = (query: DocumentQuery, page: number): DocumentQuery => ({ ...query, page });
