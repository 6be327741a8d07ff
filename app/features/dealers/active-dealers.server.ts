import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db";
import type { DealerListing } from "./dealer";
import { territoryOf } from "./dealer-rows.server";
import { type LatLng, MI_PER_DEGREE, boundingBox, distanceMi } from "./geo";
import { dealers } from "./tables.server";
import { type CoveredPlace, MAX_TERRITORY_MILES, type Territory, covers, territoryAreas } from "./territory";

/** An active dealer as the locator's list shows it, with what its territory covers and where its leads go. */
export type ActiveDealer = { id: string; listing: DealerListing; territory: Territory; leadEmail: string };

/** A dealer found near a place, with its exact distance. */
export type DealerFound = { dealer: ActiveDealer; distanceMi: number };

/**
 * The active dealers by latitude, those of them whose territory is a radius, and those listing
 * each state, province or postal prefix in their territory.
 */
type Held = { byLat: ActiveDealer[]; radiiByLat: ActiveDealer[]; byArea: Map<string, ActiveDealer[]> };

const latOf = (dealer: ActiveDealer) => dealer.listing.location.lat;

/** Nearest first; at the same distance by slug, so that two searches from one place list the same order. */
const nearestFirst = (a: DealerFound, b: DealerFound) =>
  a.distanceMi - b.distanceMi || a.dealer.listing.slug.localeCompare(b.dealer.listing.slug);

/** The first index of `byLat` at or above `lat`. */
function firstAtLeast(byLat: readonly ActiveDealer[], lat: number): number {
  let low = 0;
  let high = byLat.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (latOf(byLat[middle]!) < lat) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The dealers of `byLat` in the bounding box of `miles` around `point`: the prefilter the table's (lat, lng) index gave. */
function inBox(byLat: readonly ActiveDealer[], point: LatLng, miles: number): ActiveDealer[] {
  const box = boundingBox(point, miles);
  const found: ActiveDealer[] = [];
  for (let index = firstAtLeast(byLat, box.minLat); index < byLat.length && latOf(byLat[index]!) <= box.maxLat; index += 1) {
    const dealer = byLat[index]!;
    const { lng } = dealer.listing.location;
    if (lng >= box.minLng && lng <= box.maxLng) found.push(dealer);
  }
  return found;
}

async function read(db: Db): Promise<Held> {
  const rows = await db
    .select({
      id: dealers.id,
      slug: dealers.slug,
      name: dealers.name,
      address: dealers.address,
      city: dealers.city,
      state: dealers.state,
      zip: dealers.zip,
      country: dealers.country,
      phone: dealers.phone,
      website: dealers.website,
      showroom: dealers.showroom,
      products: dealers.products,
      leadEmail: dealers.leadEmail,
      lat: dealers.lat,
      lng: dealers.lng,
      territoryKind: dealers.territoryKind,
      territoryMiles: dealers.territoryMiles,
      territoryAreas: dealers.territoryAreas,
    })
    .from(dealers)
    .where(eq(dealers.active, true));
  const byLat = rows
    .map(({ id, leadEmail, lat, lng, territoryKind, territoryMiles, territoryAreas: areas, ...listing }): ActiveDealer => ({
      id,
      listing: { ...listing, location: { lat, lng } },
      territory: territoryOf({ territoryKind, territoryMiles, territoryAreas: areas }),
      leadEmail,
    }))
    .sort((a, b) => latOf(a) - latOf(b));
  const byArea = new Map<string, ActiveDealer[]>();
  for (const dealer of byLat)
    for (const area of new Set(territoryAreas(dealer.territory))) {
      const listed = byArea.get(area);
      if (listed) listed.push(dealer);
      else byArea.set(area, [dealer]);
    }
  return { byLat, radiiByLat: byLat.filter((dealer) => dealer.territory.kind === "radius"), byArea };
}

/**
 * The active dealers as the locator lists them, with their territories, held in memory (decision
 * 0047, addendum): read from the table at the first search, let go of at every change to the
 * dealers and read again at the next. The table stays the authority; this only answers searches.
 */
function createActiveDealers(db: Db) {
  let reading: Promise<Held> | null = null;

  function held(): Promise<Held> {
    if (!reading) {
      const started = read(db);
      reading = started;
      // A failed read is tried again at the next search, not kept.
      started.catch(() => {
        if (reading === started) reading = null;
      });
    }
    return reading;
  }

  return {
    /** Active dealers within `miles` of `point`, nearest first, at most `limit`. */
    async within(point: LatLng, miles: number, limit: number): Promise<DealerFound[]> {
      const found: DealerFound[] = [];
      for (const dealer of inBox((await held()).byLat, point, miles)) {
        const away = distanceMi(point, dealer.listing.location);
        if (away <= miles) found.push({ dealer, distanceMi: away });
      }
      return found.sort(nearestFirst).slice(0, limit);
    },

    /**
     * The active dealers whose territory covers `place`, nearest first, at most `limit`: those
     * listing its region or prefix, and those with a radius that can reach it, each checked against
     * its own territory.
     */
    async covering(place: CoveredPlace, limit: number): Promise<DealerFound[]> {
      const dealersHeld = await held();
      const candidates = new Set([...(dealersHeld.byArea.get(place.region) ?? []), ...(dealersHeld.byArea.get(place.prefix) ?? [])]);
      for (const dealer of inBox(dealersHeld.radiiByLat, place, MAX_TERRITORY_MILES)) {
        // No point is nearer than its difference in latitude: a radius that cannot reach the place is not measured.
        const { territory } = dealer;
        if (territory.kind === "radius" && Math.abs(latOf(dealer) - place.lat) * MI_PER_DEGREE <= territory.miles) candidates.add(dealer);
      }
      return [...candidates]
        .filter((dealer) => covers({ location: dealer.listing.location, territory: dealer.territory }, place))
        .map((dealer) => ({ dealer, distanceMi: distanceMi(dealer.listing.location, place) }))
        .sort(nearestFirst)
        .slice(0, limit);
    },

    /** The dealers changed: the next search reads them afresh. */
    reread() {
      reading = null;
    },
  };
}

export type ActiveDealers = ReturnType<typeof createActiveDealers>;

// One memory per database handle: every service of the feature over it (the locator's, staff's,
// the seed import's) lets go of the same dealers when it writes, so this process sees it at once.
const byDatabase = new WeakMap<Db, ActiveDealers>();

/** The active dealers held for `db`. */
export function activeDealers(db: Db): ActiveDealers {
  let held = byDatabase.get(db);
  if (!held) {
    held = createActiveDealers(db);
    byDatabase.set(db, held);
  }
  return held;
}
