import type { ReactNode } from "react";
import { fileDownload, pushDataLayer } from "~/features/analytics";
import { pdfViewerHref } from "~/lib/links";
import { documentFileUrl } from "../format";
import type { DocumentSource } from "../types";

/** A document's link: a PDF opens in the PDF viewer in a new tab, any other file downloads (SPEC §2). */
export function DocumentLink({ source, className, children }: { source: DocumentSource; className?: string; children: ReactNode }) {
  const url = documentFileUrl(source.cdn_paths);
  const isPdf = source.display_type.toUpperCase() === "PDF";
  return (
    <a
      href={isPdf ? pdfViewerHref(url, source.title) : url}
      className={className}
      target={isPdf ? "_blank" : undefined}
      rel={isPdf ? "noopener" : undefined}
      download={isPdf ? undefined : ""}
      onClick={() => pushDataLayer(fileDownload(url, source.title))}
    >
      {children}
    </a>
  );
}
