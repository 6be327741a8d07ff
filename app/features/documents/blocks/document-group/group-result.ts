import type { DocumentGroupResult, DocumentHit, DocumentSource } from "../../types";
import { isCount, isRecord, isStringArray } from "~/lib/narrow";

// The answer of `/ES/documents/group` read field by field: zod stays out of the browser (decision 0002).

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === "string");

function isDocumentSource(value: unknown): value is DocumentSource {
  return (
    isRecord(value) &&
    typeof value.title === "string" &&
    typeof value.display_type === "string" &&
    typeof value.mime_type === "string" &&
    typeof value.description === "string" &&
    isStringRecord(value.cdn_paths) &&
    isStringArray(value["Document Type"]) &&
    isCount(value.size) &&
    typeof value.updated_at === "string"
  );
}

const isDocumentHit = (value: unknown): value is DocumentHit =>
  isRecord(value) && typeof value._id === "string" && isDocumentSource(value._source);

function readSubgroup(value: unknown): DocumentGroupResult["subgroups"][number] | undefined {
  if (!isRecord(value) || typeof value.title !== "string" || !isRecord(value.docs) || !isRecord(value.docs.hits)) return undefined;
  const { total, hits } = value.docs.hits;
  if (!isCount(total) || !Array.isArray(hits) || !hits.every(isDocumentHit)) return undefined;
  return { title: value.title, docs: { hits: { total, hits } } };
}

/** The document group the API answered, or undefined when the body has another shape. */
export function readDocumentGroup(value: unknown): DocumentGroupResult | undefined {
  if (!isRecord(value) || typeof value.title !== "string" || !Array.isArray(value.subgroups)) return undefined;
  const subgroups = value.subgroups.map(readSubgroup);
  return subgroups.every((subgroup) => subgroup !== undefined) ? { title: value.title, subgroups } : undefined;
}
