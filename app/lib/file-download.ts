/**
 * A link to a file names it in these attributes; the analytics feature reports a click on any such
 * link (`useFileDownloads`), so components that draw links need not know about analytics.
 */
export const FILE_DOWNLOAD_URL = "data-file-download";
export const FILE_DOWNLOAD_TITLE = "data-file-title";

/** The attributes of a link to `fileUrl`, spread onto the `<a>`. */
export function fileDownloadAttributes(fileUrl: string, title: string): Record<string, string> {
  return { [FILE_DOWNLOAD_URL]: fileUrl, [FILE_DOWNLOAD_TITLE]: title };
}
