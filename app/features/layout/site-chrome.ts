import { href } from "react-router";
/** SPEC §2: the PDF viewer page shows neither header nor footer. */
export function showsSiteChrome(pathname: string): boolean {
  return pathname !== href("/pdfViewer");
}
