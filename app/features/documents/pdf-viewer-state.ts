import { libraryFilePath } from "./file-url";

/** The PDF viewer's request (SPEC §2 `/pdfViewer?pdf=&title=|name=`), checked. */
export type PdfViewerData = {
  /** The same-origin address of the PDF, or null when `pdf` is missing or not a file of ours. */
  pdfUrl: string | null;
  title: string;
};

export const DEFAULT_PDF_TITLE = "Technical document";

/**
 * The `pdf` parameter is accepted only for PDFs of our own library (same-origin
 * `/media/documents/*.pdf`, or the same address on one of `origins`), so the viewer never loads,
 * links to or redirects to anything else.
 */
export function viewerPdfUrl(pdf: string | null, origins: readonly string[] = []): string | null {
  if (!pdf) return null;
  const filePath = libraryFilePath(pdf, origins);
  return filePath && /\.pdf$/i.test(filePath) ? `/media/${filePath}` : null;
}

/** The title to show: from the query (title, then name), else the one the library knows. */
export function viewerTitle(params: URLSearchParams, known: string | undefined): string {
  const fromQuery = (params.get("title") ?? params.get("name") ?? "").trim().slice(0, 200);
  return fromQuery || known || DEFAULT_PDF_TITLE;
}
