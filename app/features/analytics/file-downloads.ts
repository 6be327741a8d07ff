import { useEffect } from "react";
import { FILE_DOWNLOAD_TITLE, FILE_DOWNLOAD_URL } from "~/lib/file-download";
import { type DataLayerEvent, fileDownload, pushDataLayer } from "./data-layer";

type Clicked = { closest?: (selector: string) => { getAttribute: (name: string) => string | null } | null };

/** The file_download event of a click, when it landed on (or inside) a link marked as a file. */
export function fileDownloadOf(target: EventTarget | null): DataLayerEvent | null {
  const link = (target as Clicked | null)?.closest?.(`a[${FILE_DOWNLOAD_URL}]`);
  const fileUrl = link?.getAttribute(FILE_DOWNLOAD_URL);
  return link && fileUrl ? fileDownload(fileUrl, link.getAttribute(FILE_DOWNLOAD_TITLE) ?? "") : null;
}

/** SPEC §7: one listener reports every click on a link to a file, wherever the link was drawn. */
export function useFileDownloads(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const download = fileDownloadOf(event.target);
      if (download) pushDataLayer(download);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
}
