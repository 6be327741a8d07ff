import type { DealerNearby } from "./dealer";
import { type LatLng, kmToMiles } from "./geo";
import type { LocaleInfo } from "~/i18n/locale";
import { type LocatorQuery, unitOf } from "./locator-query";
import { type Place, findPlace, nearestPlace } from "./places.server";
import { parsePlaceQuery } from "./postal-code";
import type { DealerService } from "./service.server";

/** What a search finds: the place and the dealers around it, or the text it could not place. */
export type LocatorAnswer =
  | { kind: "none" }
  | { kind: "unplaced"; near: string }
  | {
      kind: "found";
      place: Place;
      /** Other places the city name fits ("Oceanside, NY"), each a search of its own. */
      alsoNamed: string[];
      dealers: DealerNearby[];
      /** False when no dealer is within the radius: `dealers` are then the nearest ones anyway. */
      withinRadius: boolean;
    };

/** Where the visitor searched: a typed place, or their own position named after the nearest postal area. */
async function placeOf(query: LocatorQuery): Promise<{ place: Place; alsoNamed: string[] } | undefined> {
  if (query.point) return { place: await nearestPlace(query.point), alsoNamed: [] };
  return findPlace(parsePlaceQuery(query.near));
}

/** The dealers within `radiusMi` of a point, nearest first; none within it, the nearest few. */
export async function dealersAround(dealers: DealerService, point: LatLng, radiusMi: number) {
  const within = await dealers.nearby(point, radiusMi);
  if (within.length > 0) return { dealers: within, withinRadius: true };
  return { dealers: await dealers.nearest(point), withinRadius: false };
}

/** The locator page's search: the radius is in the unit the visitor reads (`unitOf`: kilometres in Canada). */
export async function locate(dealers: DealerService, query: LocatorQuery, locale: Pick<LocaleInfo, "units">): Promise<LocatorAnswer> {
  if (!query.point && query.near === "") return { kind: "none" };
  const found = await placeOf(query);
  if (!found) return { kind: "unplaced", near: query.near };
  const radiusMi = unitOf(found.place.country, locale) === "km" ? kmToMiles(query.radius) : query.radius;
  return { kind: "found", ...found, ...(await dealersAround(dealers, found.place, radiusMi)) };
}
