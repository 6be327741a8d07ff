import path from "node:path";
import type { PlatformConfig } from "~/platform/config";
import type { DocumentService } from "./service.server";
import { type PdfViewerData, viewerPdfUrl, viewerTitle } from "./pdf-viewer-state";

/** The PDF viewer page: the checked PDF address and its title (from the query, else /ES/documents/info's answer). */
export async function loadPdfViewer(
  services: { documents: DocumentService; config: Pick<PlatformConfig, "SITE_URL"> },
  url: URL,
): Promise<PdfViewerData> {
  const pdfUrl = viewerPdfUrl(url.searchParams.get("pdf"), [services.config.SITE_URL, url.origin]);
  const known =
    pdfUrl && !url.searchParams.get("title") && !url.searchParams.get("name")
      ? await services.documents.info(path.posix.basename(pdfUrl))
      : null;
  return { pdfUrl, title: viewerTitle(url.searchParams, known?.hits[0]?._source.title) };
}
