import { catalogueKeys } from "./catalogue.server";
import { docSearchHref } from "./doc-search";
import { docFiltersFor } from "./product-lines";

/**
 * Every product's technical documents, by key: the address its Technical section links to. Built
 * on the server and sent as data, so a page listing products needs none of the code.
 */
export const productDocuments = (): Record<string, string> =>
  Object.fromEntries(catalogueKeys.map((key) => [key, docSearchHref(docFiltersFor(key))]));
