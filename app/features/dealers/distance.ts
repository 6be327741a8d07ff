import { milesToKm } from "./geo";
import type { DistanceUnit } from "./locator-query";

/** "12.4 mi", or "19.9 km" where the visitor searched in kilometres. */
export function formatDistance(miles: number, unit: DistanceUnit): string {
  const value = unit === "km" ? milesToKm(miles) : miles;
  return `${value.toFixed(1)} ${unit}`;
}
