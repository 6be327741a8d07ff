import { href } from "react-router";
import type { DisplayType, DocumentType } from "./taxonomy";

/** A technical document as the admin's pages show it. */
export type StaffDocument = {
  id: number;
  title: string;
  description: string;
  displayType: DisplayType;
  documentType: DocumentType;
  /** Its grouped tags ("Product Type/Folding"), Document Type apart. */
  tags: string[];
  size: number;
  updatedAt: string;
  /** Its address on the site, which answers only while the document is in the library. */
  url: string;
  fileName: string;
  /** In the public library: the search, the document groups and the file's address. */
  listed: boolean;
  /** Still as the demo content import wrote it (a change by staff makes it theirs). */
  seeded: boolean;
};

export const documentStatuses = ["listed", "unlisted"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const statusLabels: Record<DocumentStatus, string> = { listed: "In the library", unlisted: "Not in the library" };

export type DocumentFilter = { q: string; status: DocumentStatus | ""; type: DisplayType | "" };
export type DocumentListPage = { documents: StaffDocument[]; total: number; page: number; pageSize: number; filter: DocumentFilter };

/** The address of one page of the admin's document list under `filter`; empty parts are left out. */
export function documentListHref(filter: DocumentFilter, page: number): string {
  const parts = Object.entries({ ...filter, page: page > 1 ? String(page) : "" }).filter(([, value]) => value !== "");
  const search = new URLSearchParams(parts);
  return `${href("/admin/documents")}${search.size > 0 ? `?${search}` : ""}`;
}

export const documentPagePath = (id: number) => href("/admin/documents/:documentId", { documentId: String(id) });

const MB = 1024 * 1024;
/** The largest document the library takes: drawings and BIM families run large. */
export const DOCUMENT_MAX_BYTES = 100 * MB;

/** What the upload field offers (the server checks the bytes and the name whatever the dialog allows). */
export const acceptedDocuments = ".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.dwg,.rfa,.zip";
export const documentUploadHint =
  "PDF, Word, Excel, PowerPoint, DWG drawings, RFA families or ZIP files, up to 100 MB. The document joins the library once you have given it its title and facets.";

/** Why an upload or a change was refused; the pages say it in words (`documentRefusals`). */
export type DocumentRefusal =
  "not_accepted" | "name_mismatch" | "no_file" | "not_a_form" | "cut_off" | "too_large" | "too_large_body" | "other_type" | "not_found";

export const documentRefusals: Record<DocumentRefusal, string> = {
  not_accepted: `This file is not one the library takes. ${documentUploadHint.split(".")[0]}.`,
  name_mismatch:
    "The file's name does not match what is inside it. Name it with the extension of its format (.pdf, .docx, .dwg, .rfa…) and upload it again.",
  no_file: "Choose a file to upload.",
  not_a_form: "Send the file with the upload form.",
  cut_off: "The upload was cut off before the whole file arrived. Try again.",
  too_large: "A document may be at most 100 MB.",
  too_large_body: "A document may be at most 100 MB.",
  other_type:
    "A document's file can only be replaced by one of the same type (a PDF by a PDF, a DWG by a DWG). Upload a new document instead.",
  not_found: "This document is not in the library any more.",
};

export const isDocumentRefusal = (value: unknown): value is DocumentRefusal =>
  typeof value === "string" && Object.hasOwn(documentRefusals, value);
