import { describe, expect, it } from "vitest";
import { covers } from "./territory";

const dealer = { location: { lat: 33.1968, lng: -117.2831 } };
const oceanside = { lat: 33.1968, lng: -117.2831, region: "CA", prefix: "920" };
const losAngeles = { lat: 34.0522, lng: -118.2437, region: "CA", prefix: "900" };
const toronto = { lat: 43.6525, lng: -79.3686, region: "ON", prefix: "M5V" };

describe("covers", () => {
  it("covers a place within a radius territory, and not one beyond it", () => {
    expect(covers({ ...dealer, territory: { kind: "radius", miles: 50 } }, oceanside)).toBe(true);
    expect(covers({ ...dealer, territory: { kind: "radius", miles: 50 } }, losAngeles)).toBe(false);
    expect(covers({ ...dealer, territory: { kind: "radius", miles: 100 } }, losAngeles)).toBe(true);
  });

  it("covers the states and provinces listed, wherever the dealer is", () => {
    const regions = { ...dealer, territory: { kind: "regions", regions: ["CA", "ON"] } } as const;
    expect(covers({ ...regions, territory: { ...regions.territory, regions: [...regions.territory.regions] } }, toronto)).toBe(true);
    expect(covers({ ...dealer, territory: { kind: "regions", regions: ["AZ"] } }, losAngeles)).toBe(false);
  });

  it("covers the 3-digit ZIP prefixes and forward sortation areas listed", () => {
    const prefixes = { ...dealer, territory: { kind: "prefixes" as const, prefixes: ["920", "M5V"] } };
    expect(covers(prefixes, oceanside)).toBe(true);
    expect(covers(prefixes, toronto)).toBe(true);
    expect(covers(prefixes, losAngeles)).toBe(false);
  });
});
