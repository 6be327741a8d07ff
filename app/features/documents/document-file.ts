import type { DocumentContainer } from "~/lib/sniff";
import { type DisplayType, displayTypes } from "./taxonomy";

const containerOf: Record<DisplayType, DocumentContainer> = {
  PDF: "pdf",
  DWG: "dwg",
  DOC: "ole",
  XLS: "ole",
  PPT: "ole",
  RFA: "ole",
  DOCX: "zip",
  XLSX: "zip",
  PPTX: "zip",
  ZIP: "zip",
};

// A file without a known extension is still one of these when its container says so.
const unnamed: Partial<Record<DocumentContainer, DisplayType>> = { pdf: "PDF", dwg: "DWG", zip: "ZIP" };

const isDisplayType = (value: string): value is DisplayType => (displayTypes as readonly string[]).includes(value);

/**
 * The display type (SPEC §2) of an uploaded file: its name's extension when its bytes agree, or
 * what its bytes alone tell; null when the two disagree or the bytes cannot tell (an OLE file
 * may be a DOC, an XLS, a PPT or an RFA).
 */
export function displayTypeOf(container: DocumentContainer, originalName: string): DisplayType | null {
  const extension = /\.([A-Za-z]{3,4})$/.exec(originalName)?.[1]?.toUpperCase() ?? "";
  if (isDisplayType(extension)) return containerOf[extension] === container ? extension : null;
  return unnamed[container] ?? null;
}
