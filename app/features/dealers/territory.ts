import { type LatLng, distanceMi } from "./geo";

/**
 * Where a dealer takes leads: a radius around its showroom, a list of states and provinces, or a
 * list of postal prefixes (3-digit US ZIP prefixes such as `920`, Canadian forward sortation areas
 * such as `M5V`).
 */
export type Territory =
  { kind: "radius"; miles: number } | { kind: "regions"; regions: string[] } | { kind: "prefixes"; prefixes: string[] };

/** The widest radius a territory may have, which bounds the search for the dealers covering a place. */
export const MAX_TERRITORY_MILES = 500;

/** A placed postal code: where it is, its state or province, and its 3-character prefix. */
export type CoveredPlace = LatLng & { region: string; prefix: string };

export function covers(dealer: { location: LatLng; territory: Territory }, place: CoveredPlace): boolean {
  const { territory } = dealer;
  switch (territory.kind) {
    case "radius":
      return distanceMi(dealer.location, place) <= territory.miles;
    case "regions":
      return territory.regions.includes(place.region);
    case "prefixes":
      return territory.prefixes.includes(place.prefix);
  }
}

/** The territory's list of areas as the dealers table keeps it (none for a radius). */
export function territoryAreas(territory: Territory): string[] {
  if (territory.kind === "regions") return territory.regions;
  if (territory.kind === "prefixes") return territory.prefixes;
  return [];
}
