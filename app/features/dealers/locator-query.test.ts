import { describe, expect, it } from "vitest";
import { DEFAULT_RADIUS, locatorSearch, parseLocatorQuery, unitOf } from "./locator-query";

const parsed = (search: string) => parseLocatorQuery(new URLSearchParams(search));

describe("the locator's address", () => {
  it("reads a typed place and a radius it offers", () => {
    expect(parsed("near=92056&radius=100")).toEqual({ near: "92056", radius: 100, point: undefined });
    expect(parsed("near=%20M5V%203L9%20")).toEqual({ near: "M5V 3L9", radius: DEFAULT_RADIUS, point: undefined });
  });

  it("takes the default radius for one it does not offer: negative, huge, not a number", () => {
    for (const radius of ["-5", "0", "99999", "far", ""]) expect(parsed(`near=92056&radius=${radius}`).radius).toBe(DEFAULT_RADIUS);
  });

  it("reads the visitor's own location, to about a hundred metres, only in range and only without a typed place", () => {
    expect(parsed("lat=33.19684&lng=-117.28312&radius=25").point).toEqual({ lat: 33.197, lng: -117.283 });
    expect(parsed("lat=91&lng=0").point).toBeUndefined();
    expect(parsed("lat=abc&lng=1").point).toBeUndefined();
    expect(parsed("near=92056&lat=33&lng=-117").point).toBeUndefined();
  });

  it("writes the same address back, the position rounded", () => {
    expect(locatorSearch({ near: "Oceanside, CA", radius: 50, point: undefined })).toBe("?near=Oceanside%2C+CA&radius=50");
    expect(locatorSearch({ near: "", radius: 25, point: { lat: 43.64521, lng: -79.38061 } })).toBe("?lat=43.645&lng=-79.381&radius=25");
    expect(locatorSearch({ near: "", radius: 50, point: undefined })).toBe("");
  });
});

describe("the locator's unit", () => {
  it("measures in miles on an imperial page but around a Canadian place, in kilometres on a metric page", () => {
    expect(unitOf("US", { units: "imperial" })).toBe("mi");
    expect(unitOf(undefined, { units: "imperial" })).toBe("mi");
    expect(unitOf("CA", { units: "imperial" })).toBe("km");
    expect(unitOf("US", { units: "metric" })).toBe("km");
    expect(unitOf(undefined, { units: "metric" })).toBe("km");
  });
});
