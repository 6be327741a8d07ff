import { documentFileUrl } from "../../format";
import type { DocumentHit } from "../../types";

/** The form fields of a Download All post (SPEC §7 `/ES/documents/zip`): the zip's name and its documents. */
export function downloadAllFields(fileName: string, hits: DocumentHit[]): { fileName: string; docs: string } {
  const docs = hits.map((hit) => ({ name: hit._source.title, url: documentFileUrl(hit._source.cdn_paths) }));
  return { fileName, docs: JSON.stringify(docs) };
}

/** A fresh token for one post; it only tells this page's downloads apart. */
export function newDownloadToken(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.padEnd(8, "0");
}
