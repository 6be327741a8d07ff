import { describe, expect, it } from "vitest";
import { boundingBox, distanceMi, isLatLng, kmToMiles, milesToKm } from "./geo";

const oceanside = { lat: 33.1968, lng: -117.2831 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };
const newYork = { lat: 40.7128, lng: -74.006 };

describe("distanceMi", () => {
  it("measures great-circle distances in miles", () => {
    expect(distanceMi(oceanside, oceanside)).toBe(0);
    expect(distanceMi(losAngeles, newYork)).toBeCloseTo(2445, -1);
    expect(distanceMi(oceanside, losAngeles)).toBeCloseTo(80.9, 1);
    expect(distanceMi(oceanside, losAngeles)).toBeCloseTo(distanceMi(losAngeles, oceanside), 9);
  });

  it("converts miles and kilometres", () => {
    expect(milesToKm(100)).toBeCloseTo(160.934, 2);
    expect(kmToMiles(milesToKm(42))).toBeCloseTo(42, 9);
  });
});

describe("boundingBox", () => {
  it("holds every point within the radius, in every direction", () => {
    for (const center of [oceanside, newYork, { lat: 61.2, lng: -149.9 }]) {
      const box = boundingBox(center, 100);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const rad = (bearing * Math.PI) / 180;
        // A point just inside 100 miles along the bearing.
        const point = { lat: center.lat + (99.5 / 69.09) * Math.cos(rad), lng: center.lng };
        point.lng = center.lng + ((99.5 / 69.09) * Math.sin(rad)) / Math.cos((point.lat * Math.PI) / 180);
        if (distanceMi(center, point) > 100) continue;
        expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
        expect(point.lat).toBeLessThanOrEqual(box.maxLat);
        expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
        expect(point.lng).toBeLessThanOrEqual(box.maxLng);
      }
    }
  });

  it("is no wider than it needs to be", () => {
    const box = boundingBox(oceanside, 50);
    expect(box.maxLat - box.minLat).toBeCloseTo(100 / 69.09, 2);
    expect(box.maxLng - box.minLng).toBeLessThan(1.8);
  });

  it("spans every longitude near a pole or across the antimeridian instead of wrapping", () => {
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
    expect(boundingBox({ lat: 52, lng: 179.5 }, 100)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});

describe("isLatLng", () => {
  it("takes finite degrees within range only", () => {
    expect(isLatLng(oceanside)).toBe(true);
    expect(isLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: 0, lng: -181 })).toBe(false);
    expect(isLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
  });
});
