import { href } from "react-router";

// The documents page's address without the taxonomy, so a link to it (a product page's document
// search) costs its page no filter data. Pure, so a page that reaches this door without using it
// (every page, through the catalogue's navigation links) is not made to load it.
export const DOCUMENTS_PATH = /* @__PURE__ */ href("/support/technical-documents");

/** The technical documents page at a query string; an empty one is the page as it is. */
export function documentsHref(search: string): string {
  return search ? `${DOCUMENTS_PATH}?${search}` : DOCUMENTS_PATH;
}
