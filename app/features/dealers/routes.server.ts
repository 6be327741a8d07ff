import { data } from "react-router";
import type { LocaleInfo } from "~/i18n/locale";
import { type ContentPageServices, movedOrNotFound } from "../content/index.server";
import { type PublicDealer, publicDealer } from "./dealer";
import { type LocatorAnswer, locate } from "./locator.server";
import type { DistanceUnit } from "~/i18n/units/units";
import { type LocatorQuery, parseLocatorQuery, unitOf } from "./locator-query";
import { countryOfQuery, parsePlaceQuery } from "./postal-code";
import type { DealerService } from "./service.server";

export type FindDealerData = { query: LocatorQuery; unit: DistanceUnit; answer: LocatorAnswer };
export type DealerPageData = { kind: "dealer"; dealer: PublicDealer };

/** What a dealer's page needs of the process (an unknown slug is the content's not-found page). */
export type DealerPageServices = ContentPageServices & { dealers: DealerService };

/** /find-a-dealer: the form, and the dealers around the place its address names. */
export async function loadDealerLocator(
  services: { dealers: DealerService },
  url: URL,
  locale: Pick<LocaleInfo, "units">,
): Promise<FindDealerData> {
  const query = parseLocatorQuery(url.searchParams);
  const answer = await locate(services.dealers, query, locale);
  const country = answer.kind === "found" ? answer.place.country : countryOfQuery(parsePlaceQuery(query.near));
  return { query, unit: unitOf(country, locale), answer };
}

/** /find-a-dealer/{slug}: an active dealer's page; an unknown or inactive one is not found. */
export async function loadDealerPage(services: DealerPageServices, slug: string, url: URL) {
  const dealer = await services.dealers.activeBySlug(slug);
  if (!dealer) return movedOrNotFound(services, url.pathname);
  return data<DealerPageData>({ kind: "dealer", dealer: publicDealer(dealer) });
}
