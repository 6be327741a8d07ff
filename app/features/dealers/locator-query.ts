import type { LocaleInfo } from "~/i18n/locale";
import { type DistanceUnit, distanceUnitOf } from "~/i18n/units/units";
import type { LatLng } from "./geo";
import { isLatLng } from "./geo";
import { MAX_PLACE_QUERY_LENGTH } from "./postal-code";
import type { Country } from "./regions";

/** The locator's radius choices, in the unit the visitor reads (`unitOf`). */
export const RADIUS_CHOICES = [25, 50, 100, 250] as const;
export const DEFAULT_RADIUS = 50;

/** Kilometres on a metric locale's page, and for a Canadian place on any page; miles otherwise. */
export const unitOf = (country: Country | undefined, locale: Pick<LocaleInfo, "units">): DistanceUnit =>
  country === "CA" ? "km" : distanceUnitOf(locale);

/** What the locator's address says: `near` (typed) or `lat`/`lng` (the visitor's own location), and the radius. */
export type LocatorQuery = { near: string; radius: number; point: LatLng | undefined };

/**
 * The locator page's query, read leniently: a page always answers with its form, so a radius it does
 * not offer becomes the default and a point out of range is no point. (The API is strict.)
 */
export function parseLocatorQuery(params: URLSearchParams): LocatorQuery {
  const near = (params.get("near") ?? "").trim().slice(0, MAX_PLACE_QUERY_LENGTH);
  const radius = Number(params.get("radius"));
  const point = { lat: Number(params.get("lat") ?? Number.NaN), lng: Number(params.get("lng") ?? Number.NaN) };
  return {
    near,
    radius: (RADIUS_CHOICES as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS,
    point: near === "" && isLatLng(point) ? { lat: round(point.lat), lng: round(point.lng) } : undefined,
  };
}

// About a hundred metres: a visitor's position is not kept more precisely than the search needs.
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** The locator's address for a query: the same state whether typed, located or shared. */
export function locatorSearch(query: LocatorQuery): string {
  const params = new URLSearchParams();
  if (query.point) {
    params.set("lat", String(round(query.point.lat)));
    params.set("lng", String(round(query.point.lng)));
  } else if (query.near) params.set("near", query.near);
  if (query.near || query.point) params.set("radius", String(query.radius));
  const search = params.toString();
  return search ? `?${search}` : "";
}
