import { documentsHref } from "~/features/documents";
import type { DocSearchFilters } from "./types";

// The documents page's own order: the search word first, then the groups in sidebar order.
const filterOrder = ["term", "Product_Type", "Material_Type", "Screen_Type"] as const;

/**
 * SPEC §2: a doc-search link opens the technical documents page with these query filters. Values
 * are percent-encoded (`Aluminum%20Wood`), where the page's own links use `+`: both read alike.
 */
export function docSearchHref(filters: DocSearchFilters): string {
  return documentsHref(filterOrder.flatMap((name) => (filters[name] ? [`${name}=${encodeURIComponent(filters[name])}`] : [])).join("&"));
}
