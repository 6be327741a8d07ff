import type { ZipCode } from "zipcodes";
import { type LatLng, isLatLng } from "./geo";
import { type PlaceQuery, cityKey } from "./postal-code";
import { type Country, canadianProvinces, provinceOfPostalCode, usStates } from "./regions";

/** A place the locator searches around: where it is, what to call it, and where it lies for territories. */
export type Place = LatLng & {
  /** "92056 (Oceanside, CA)", "M5V 3L9 (Toronto, ON)", "Oceanside, CA". */
  label: string;
  country: Country;
  /** State or province abbreviation. */
  region: string;
  /** 3-digit ZIP prefix or Canadian forward sortation area; the first code's for a city. */
  prefix: string;
};

/** Other places a city name fits, for "Did you mean": their query text and label. */
export type PlaceFound = { place: Place; alsoNamed: string[] };

type City = { name: string; region: string; country: Country; lat: number; lng: number; codes: number; prefix: string };
type PlaceIndex = {
  /** A US ZIP or a Canadian forward sortation area, with its centroid. */
  postal: Map<string, Place & { city: string }>;
  /** City names (cityKey) with every state or province that has one. */
  cities: Map<string, City[]>;
};

// The dataset names Canadian areas as districts ("Downtown Toronto (...)", "Kitchener East",
// "Montreal North North"): the city is the name without its district words.
const DISTRICT_WORDS =
  /^(?:(?:downtown|central|greater|north|south|east|west)\s+)+|(?:\s+(?:north|south|east|west|northeast|northwest|southeast|southwest|central|outskirts|inner|outer|region))+$/gi;

const PROVINCE_SUFFIX = new RegExp(`\\s+(?:${Object.values(canadianProvinces).join("|")})$`, "i");

function canadianCity(areaName: string): string {
  const name = areaName
    .replace(/\s*\(.*$/, "")
    .replace(/\s+Provincial Government$/i, "")
    .replace(PROVINCE_SUFFIX, "")
    .trim();
  return name.replace(DISTRICT_WORDS, "").trim() || name;
}

function regionOf(code: ZipCode): { country: Country; region: string } | undefined {
  if (code.country === "US") return code.state in usStates ? { country: "US", region: code.state } : undefined;
  const province = provinceOfPostalCode(code.zip);
  // X is the Northwest Territories' and Nunavut's.
  if (province === "NT" && code.state.startsWith("Nunavut")) return { country: "CA", region: "NU" };
  return province ? { country: "CA", region: province } : undefined;
}

/**
 * Whether the dataset gives the code a position: military ZIPs (APO, FPO) carry 0,0, and a few
 * Canadian rows lost theirs to a shifted column (a latitude where the longitude belongs, or none).
 */
function placeable(code: ZipCode, country: Country): boolean {
  const point = { lat: code.latitude, lng: code.longitude };
  if (typeof point.lat !== "number" || typeof point.lng !== "number" || !isLatLng(point)) return false;
  if (country === "CA") return point.lat > 41 && point.lng < -52;
  return !(point.lat === 0 && point.lng === 0);
}

function buildIndex(codes: Record<string, ZipCode>): PlaceIndex {
  const postal: PlaceIndex["postal"] = new Map();
  const cities: PlaceIndex["cities"] = new Map();
  for (const code of Object.values(codes)) {
    const where = regionOf(code);
    if (!where || !placeable(code, where.country)) continue;
    const city = where.country === "US" ? code.city : canadianCity(code.city);
    const prefix = code.zip.slice(0, 3);
    postal.set(code.zip, { lat: code.latitude, lng: code.longitude, label: `${city}, ${where.region}`, city, prefix, ...where });
    const key = cityKey(city);
    const named = cities.get(key) ?? [];
    const same = named.find((entry) => entry.region === where.region);
    if (same) {
      // The city's position is the mean of its codes' centroids.
      same.lat += (code.latitude - same.lat) / (same.codes + 1);
      same.lng += (code.longitude - same.lng) / (same.codes + 1);
      same.codes += 1;
    } else {
      named.push({ name: city, ...where, lat: code.latitude, lng: code.longitude, codes: 1, prefix });
      cities.set(key, named);
    }
  }
  for (const named of cities.values()) named.sort((a, b) => b.codes - a.codes);
  return { postal, cities };
}

let loading: Promise<PlaceIndex> | undefined;

/**
 * The postal codes and cities of the `zipcodes` package (docs/decisions/0047), read once on first
 * use: 44,000 codes take about half a second to load and index, which no visitor of another page pays.
 */
export function placeIndex(): Promise<PlaceIndex> {
  loading ??= import("zipcodes").then((zipcodes) => buildIndex(zipcodes.codes));
  return loading;
}

const cityPlace = (city: City): Place => ({
  lat: city.lat,
  lng: city.lng,
  label: `${city.name}, ${city.region}`,
  country: city.country,
  region: city.region,
  prefix: city.prefix,
});

/** Where a parsed query lies, or undefined when the dataset has no such code or city. */
export async function findPlace(query: PlaceQuery): Promise<PlaceFound | undefined> {
  const index = await placeIndex();
  switch (query.kind) {
    case "zip": {
      const found = index.postal.get(query.zip);
      return found ? { place: { ...found, label: `${query.zip} (${found.label})` }, alsoNamed: [] } : undefined;
    }
    case "postal": {
      const found = index.postal.get(query.fsa);
      return found ? { place: { ...found, label: `${query.code} (${found.label})` }, alsoNamed: [] } : undefined;
    }
    case "city": {
      const named = index.cities.get(cityKey(query.city)) ?? [];
      const matching = query.region ? named.filter((city) => city.region === query.region) : named;
      const [first, ...others] = matching;
      if (!first) return undefined;
      return { place: cityPlace(first), alsoNamed: others.slice(0, 5).map((city) => `${city.name}, ${city.region}`) };
    }
    case "unreadable":
      return undefined;
  }
}

/** The postal area nearest a point (a visitor's own location): its name, country and region. */
export async function nearestPlace(point: LatLng): Promise<Place> {
  const index = await placeIndex();
  let nearest: Place | undefined;
  let best = Infinity;
  const cosLat = Math.cos((point.lat * Math.PI) / 180);
  for (const place of index.postal.values()) {
    // An equirectangular distance is enough to rank centroids.
    const d = (place.lat - point.lat) ** 2 + ((place.lng - point.lng) * cosLat) ** 2;
    if (d < best) {
      best = d;
      nearest = place;
    }
  }
  return { ...nearest!, ...point };
}

export const regionName = (region: string) => usStates[region] ?? canadianProvinces[region] ?? region;
