import { type SQL, ilike, or } from "drizzle-orm";
import { likePattern } from "~/lib/like-pattern";
import type { Dealer } from "./dealer";
import type { ParsedDealerInput } from "./dealer-input";
import type { LatLng } from "./geo";
import { findPlace } from "./places.server";
import { parsePlaceQuery } from "./postal-code";
import { dealers } from "./tables.server";
import { type Territory, territoryAreas } from "./territory";

// A dealer between its input and its row of the dealers table, for the seed import and staff's changes alike.

/** A dealer the service refuses: a postal code it cannot place, a slug another dealer has. */
export class DealerInputError extends Error {
  constructor(
    readonly field: "zip" | "slug",
    message: string,
  ) {
    super(message);
  }
}

export type DealerRow = typeof dealers.$inferSelect;

export function territoryOf(row: Pick<DealerRow, "territoryKind" | "territoryMiles" | "territoryAreas">): Territory {
  if (row.territoryKind === "radius") return { kind: "radius", miles: row.territoryMiles ?? 0 };
  if (row.territoryKind === "regions") return { kind: "regions", regions: row.territoryAreas };
  return { kind: "prefixes", prefixes: row.territoryAreas };
}

export const toDealer = (row: DealerRow): Dealer => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  address: row.address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  country: row.country,
  phone: row.phone,
  website: row.website,
  showroom: row.showroom,
  showroomPhoto: row.showroomPhoto ?? null,
  products: row.products,
  hours: row.hours,
  location: { lat: row.lat, lng: row.lng },
  leadEmail: row.leadEmail,
  territory: territoryOf(row),
  locationOverride: row.locationOverride,
  active: row.active,
  updatedAt: row.updatedAt,
});

/** Where the dealer is: its postal code's centroid, unless staff set the position by hand. */
async function located(input: ParsedDealerInput): Promise<LatLng> {
  if (input.location) return input.location;
  const found = await findPlace(parsePlaceQuery(input.zip));
  if (!found)
    throw new DealerInputError(
      "zip",
      `The site cannot place the postal code ${input.zip}: check it, or give the latitude and longitude by hand.`,
    );
  return { lat: found.place.lat, lng: found.place.lng };
}

/** The dealer's row at `slug`, placed from its postal code unless its position is given. */
export async function dealerRowValues(input: ParsedDealerInput, slug: string) {
  const location = await located(input);
  return {
    slug,
    name: input.name,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip.toUpperCase(),
    country: input.country,
    phone: input.phone,
    website: input.website,
    leadEmail: input.leadEmail,
    lat: location.lat,
    lng: location.lng,
    locationOverride: input.location !== undefined,
    showroom: input.showroom,
    showroomPhoto: input.showroomPhoto,
    products: input.products,
    hours: input.hours,
    territoryKind: input.territory.kind,
    territoryMiles: input.territory.kind === "radius" ? input.territory.miles : null,
    territoryAreas: territoryAreas(input.territory),
    active: input.active,
    updatedAt: new Date(),
  };
}

/** The dealers whose name, city, postal code or lead e-mail holds `words`; every dealer for none. */
export function dealersWithWords(words: string): SQL | undefined {
  if (!words) return undefined;
  const pattern = likePattern(words);
  return or(ilike(dealers.name, pattern), ilike(dealers.city, pattern), ilike(dealers.zip, pattern), ilike(dealers.leadEmail, pattern));
}
