import { href } from "react-router";

/** SPEC §2: the PDF viewer page shows neither header nor footer; the admin has a frame of its own. */
export function showsSiteChrome(pathname: string): boolean {
  return pathname !== href("/pdfViewer") && !isAdminPath(pathname);
}

/** The admin's pages: no site header, footer or consent banner, and no visitor analytics. */
export function isAdminPath(pathname: string): boolean {
  const admin = href("/admin");
  return pathname === admin || pathname.startsWith(`${admin}/`);
}
