import { data } from "react-router";
import type { LengthUnit } from "~/lib/length";
import { productDocuments } from "~/features/catalogue/index.server";
import type { SystemPrices } from "./fit-opening";
import { readOpening, readOpeningQuery } from "./opening-query";

/**
 * `/size-your-opening`: the form's values from the address. The page draws the answer from them
 * on the server as in the browser, links every product to its technical documents and, where the
 * owners set one, prices it with its typical budget; a size it cannot read answers 400, with the
 * page and the message at its field. A bare number is read in the address's unit, else the
 * locale's (`defaultUnit`: millimetres on a metric locale's page).
 */
export function openingPageData(url: URL, prices: SystemPrices, defaultUnit: LengthUnit) {
  const query = readOpeningQuery(url.searchParams, defaultUnit);
  const { errors } = readOpening(query);
  return data({ query, documents: productDocuments(), prices }, { status: Object.keys(errors).length > 0 ? 400 : 200 });
}
