/** `_source` of a document hit (SPEC §3 Document, §7 `/ES/documents/search`). */
import type { DocumentQuery } from "./query-state";

/** The technical documents page's loader data. */
export type TechnicalDocumentsData = {
  query: DocumentQuery;
  total: number;
  hits: DocumentHit[];
  /** Facet counts by grouped tag, and by Document Type value. */
  tagCounts: Record<string, number>;
  filetypeCounts: Record<string, number>;
};

export type DocumentSource = {
  title: string;
  display_type: string;
  mime_type: string;
  description: string;
  cdn_paths: Record<string, string>;
  "Document Type": string[];
  size: number;
  updated_at: string;
};

export type DocumentHit = { _id: string; _source: DocumentSource };
export type Bucket = { key: string; doc_count: number };

export type DocumentSearchResult = {
  hits: { total: number; hits: DocumentHit[] };
  aggregations: { grouped_tags: { buckets: Bucket[] }; filetype: { buckets: Bucket[] } };
};

export type DocumentSearchInput = {
  term: string;
  /** Grouped tags: OR inside a group, AND across groups. */
  tags: string[];
  /** A Document Type value, or "" for any. */
  filetype: string;
  from: number;
  size: number;
};

export type DocumentGroupRequest = { title: string; tags: string[]; subgroups: { title: string; tags: string[] }[] };
export type DocumentSubgroup = { title: string; docs: { hits: { total: number; hits: DocumentHit[] } } };
export type DocumentGroupResult = { title: string; subgroups: DocumentSubgroup[] };

export type DocumentInfo = { hits: { _source: { file_display_name: string; title: string } }[] };
