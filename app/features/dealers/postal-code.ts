import { type Country, countryOfRegion, provinceOfPostalCode, regionCode } from "./regions";

/** What a visitor typed into "ZIP code, postal code or city", read before anything is looked up. */
export type PlaceQuery =
  | { kind: "zip"; zip: string }
  /** A Canadian postal code ("M5V 3L9"), or its first three characters alone (the forward sortation area). */
  | { kind: "postal"; code: string; fsa: string; province: string }
  | { kind: "city"; city: string; region: string | undefined }
  | { kind: "unreadable" };

export const MAX_PLACE_QUERY_LENGTH = 100;

const US_ZIP = /^(\d{5})(?:[-\s]?\d{4})?$/;
// Canada Post never uses D, F, I, O, Q or U, and W and Z never start a code.
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:\s?(\d[ABCEGHJ-NPRSTV-Z]\d))?$/i;
const CITY = /^[\p{L}][\p{L}\p{M} .'’-]*$/u;

/** A city name as the dataset and a visitor may both write it: upper case, no accents, single spaces. */
export function cityKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[.'’]/g, "")
    .replace(/[\s-]+/g, " ")
    .trim();
}

/**
 * US ZIP (`92056`), ZIP+4 (`92056-1234`), a Canadian postal code with or without its space and in
 * any case (`m5v3l9`), or a city with its state or province when given (`Oceanside, CA`).
 */
export function parsePlaceQuery(text: string): PlaceQuery {
  const query = text.trim().replace(/\s+/g, " ");
  if (query === "" || query.length > MAX_PLACE_QUERY_LENGTH) return { kind: "unreadable" };
  const zip = US_ZIP.exec(query);
  if (zip) return { kind: "zip", zip: zip[1]! };
  const postal = CA_POSTAL.exec(query);
  if (postal) {
    const fsa = postal[1]!.toUpperCase();
    const ldu = postal[2]?.toUpperCase();
    return { kind: "postal", fsa, code: ldu ? `${fsa} ${ldu}` : fsa, province: provinceOfPostalCode(fsa)! };
  }
  const comma = query.lastIndexOf(",");
  const [cityPart, regionPart] = comma >= 0 ? [query.slice(0, comma).trim(), query.slice(comma + 1).trim()] : [query, undefined];
  if (regionPart !== undefined) {
    const region = regionCode(regionPart);
    return region && CITY.test(cityPart) ? { kind: "city", city: cityPart, region } : { kind: "unreadable" };
  }
  // "Oceanside CA": a last word that names a state or province is one.
  const lastSpace = query.lastIndexOf(" ");
  const trailing = lastSpace > 0 ? regionCode(query.slice(lastSpace + 1)) : undefined;
  if (trailing && query.slice(lastSpace + 1).length === 2 && CITY.test(query.slice(0, lastSpace)))
    return { kind: "city", city: query.slice(0, lastSpace), region: trailing };
  return CITY.test(query) ? { kind: "city", city: query, region: undefined } : { kind: "unreadable" };
}

/** The country a query names by its form alone (a Canadian postal code or province is Canada); none for a bare city. */
export function countryOfQuery(query: PlaceQuery): Country | undefined {
  if (query.kind === "zip") return "US";
  if (query.kind === "postal") return "CA";
  return query.kind === "city" && query.region ? countryOfRegion(query.region) : undefined;
}
