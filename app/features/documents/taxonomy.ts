/** SPEC §2 "Technical documents page": the filter groups, their tag values and the display types. */

export type TagValue = { value: string; label: string };
export type FilterGroup = { name: string; values: TagValue[] };

// Marked free of side effects, so the bundler leaves the tables below out of a page that reaches
// this module without reading them: every page does, through the catalogue's door, whose product
// page links here (documentsHref).
const plain = /* #__NO_SIDE_EFFECTS__ */ (...values: string[]): TagValue[] => values.map((value) => ({ value, label: value }));
const counted = /* #__NO_SIDE_EFFECTS__ */ (noun: (n: number) => string): TagValue[] =>
  [1, 2, 3, 4, 5, 6].map((n) => ({ value: noun(n), label: noun(n) }));

export const DOCUMENT_TYPE_GROUP = "Document Type";

/** Document Type values (filtered by `filetype`, one at a time). */
export const documentTypes = ["DOC", "CAD (DWG)", "PDF", "BIM (RFA)"] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The tag groups, in the sidebar's order; Document Type sits third, as in SPEC §2. */
export const tagGroups: FilterGroup[] = [
  {
    name: "Product Type",
    values: [
      { value: "Folding", label: "Folding" },
      { value: "Sliding", label: "Sliding" },
      { value: "Swinging", label: "Swing" },
      { value: "Screens", label: "Screens" },
      { value: "V2 Direct Set", label: "Direct Set" },
    ],
  },
  {
    name: "Material Type",
    values: plain("V2", "Aluminum", "Aluminum Thermally Controlled", "Aluminum Wood", "Contemporary Clad", "Wood", "Vinyl", "Impact"),
  },
  { name: "Document View", values: plain("Plan", "Sectional") },
  { name: "Product Profile", values: plain("Sculpted", "Square") },
  { name: "Screen Type", values: plain("Pleated", "Non-Pleated", "No Screen") },
  { name: "Product Sub-Type", values: plain("Pocket", "Stacking") },
  { name: "Sill Type", values: plain("Standard Sill", "Flush Sill", "Raised Sill", "Weep Sill") },
  { name: "Panel Count", values: counted((n) => `${n} Panel`) },
  { name: "Track Count", values: counted((n) => (n === 1 ? "1 Track" : `${n} Tracks`)) },
  { name: "Swing", values: plain("Inswing", "Outswing") },
  { name: "System Details", values: plain("Head Detail", "Jamb Detail", "Sill Detail", "Interlock Detail") },
  {
    name: "General",
    values: plain(
      "Guide Specifications",
      "Installation Instructions",
      "Product Comparison",
      "Florida Approved",
      "LEED",
      "Title 24",
      "Warranty",
      "Brochures",
    ),
  },
];

/** Every group shown in the sidebar, Document Type included. */
export const sidebarGroups: FilterGroup[] = [
  ...tagGroups.slice(0, 2),
  { name: DOCUMENT_TYPE_GROUP, values: plain(...documentTypes) },
  ...tagGroups.slice(2),
];

/** "Product Type/Folding": the grouped tag form of SPEC §3. */
export const groupedTag = (group: string, value: string) => `${group}/${value}`;

/** Splits a grouped tag at its first slash: values such as "1 Panel" never hold one, group names never do. */
export function splitGroupedTag(tag: string): { group: string; value: string } | null {
  const slash = tag.indexOf("/");
  if (slash <= 0 || slash === tag.length - 1) return null;
  return { group: tag.slice(0, slash), value: tag.slice(slash + 1) };
}

// Built on first use, not on import, for the same reason as the marks on plain and counted: a
// page that reaches this module without asking for a tag runs none of it.
let allGroupedTags: string[] | undefined;
let knownTags: Set<string> | undefined;

/** Every grouped tag, in sidebar order. */
export const groupedTags = () =>
  (allGroupedTags ??= tagGroups.flatMap((group) => group.values.map((value) => groupedTag(group.name, value.value))));
export const isKnownTag = (tag: string) => (knownTags ??= new Set(groupedTags())).has(tag);

/** Every grouped tag a document can carry, Document Type included (a document group may ask for "Document Type/PDF"). */
export const documentGroupTags = () => sidebarGroups.flatMap((group) => group.values.map((value) => groupedTag(group.name, value.value)));

/** SPEC §2 display types of hits; the file-type icon is named after the lower-case form. */
export const displayTypes = ["DOC", "DOCX", "DWG", "PDF", "PPT", "PPTX", "RFA", "XLS", "XLSX", "ZIP"] as const;
export type DisplayType = (typeof displayTypes)[number];

export const mimeTypes: Record<DisplayType, string> = {
  DOC: "application/msword",
  DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  DWG: "image/vnd.dwg",
  PDF: "application/pdf",
  PPT: "application/vnd.ms-powerpoint",
  PPTX: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  RFA: "application/octet-stream",
  XLS: "application/vnd.ms-excel",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ZIP: "application/zip",
};

/** The Document Type a file of each display type belongs to. */
export const documentTypeOf: Record<DisplayType, DocumentType> = {
  DOC: "DOC",
  DOCX: "DOC",
  DWG: "CAD (DWG)",
  PDF: "PDF",
  PPT: "DOC",
  PPTX: "DOC",
  RFA: "BIM (RFA)",
  XLS: "DOC",
  XLSX: "DOC",
  ZIP: "DOC",
};
