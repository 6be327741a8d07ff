/** A point on the earth, in degrees. */
export type LatLng = { lat: number; lng: number };

/** The mean radius of the earth in statute miles. */
const EARTH_RADIUS_MI = 3958.8;
const MI_PER_KM = 0.621371;
// One degree of latitude is the same length everywhere; a degree of longitude shrinks with cos(lat).
export const MI_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_MI;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export const kmToMiles = (km: number) => km * MI_PER_KM;
export const milesToKm = (miles: number) => miles / MI_PER_KM;

/** Great-circle distance in miles (haversine), the same formula the database orders by. */
export function distanceMi(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.sqrt(Math.min(1, h)));
}

export type BoundingBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * The latitude/longitude box that holds every point within `miles` of `center`: the prefilter an
 * index can answer before the exact distance is computed. Near a pole, or where the box would
 * cross the antimeridian, it spans every longitude rather than wrapping.
 */
export function boundingBox(center: LatLng, miles: number): BoundingBox {
  const dLat = miles / MI_PER_DEGREE;
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos(radians(widest));
  const dLng = cos > 1e-6 ? miles / (MI_PER_DEGREE * cos) : 360;
  if (center.lng - dLng < -180 || center.lng + dLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

export function isLatLng(point: LatLng): boolean {
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;
}
