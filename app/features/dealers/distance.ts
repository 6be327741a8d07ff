import { type DistanceUnit, formatDistance } from "~/i18n/units/units";
import { milesToKm } from "./geo";

/** "12.4 mi", or "19.9 km" ("19,9 km" on a fr-CA page) where the visitor reads kilometres. */
export function dealerDistance(miles: number, unit: DistanceUnit, tag: string): string {
  return formatDistance(unit === "km" ? milesToKm(miles) : miles, unit, tag);
}
