export type DataLayerEvent =
  | { event: "virtualPageview"; path: string; title: string }
  | { event: "file_download"; file_url: string; file_name: string }
  | { event: "view_search_results"; search_term: string }
  | { event: "lead_generated"; form: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The one door to the analytics data layer (SPEC §7). */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

function fileNameOf(url: string): string {
  const name = url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** SPEC §2: opening a PDF counts as a file download, named by the link's title or the file name. */
export function fileDownload(fileUrl: string, title: string): Extract<DataLayerEvent, { event: "file_download" }> {
  return { event: "file_download", file_url: fileUrl, file_name: title || fileNameOf(fileUrl) };
}
