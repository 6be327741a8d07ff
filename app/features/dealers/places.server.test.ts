import { describe, expect, it } from "vitest";
import { findPlace, nearestPlace } from "./places.server";
import { parsePlaceQuery } from "./postal-code";

const place = async (text: string) => (await findPlace(parsePlaceQuery(text)))?.place;

describe("places from the zipcodes dataset", () => {
  it("places a US ZIP and a ZIP+4 at the ZIP's centroid", async () => {
    expect(await place("92056")).toMatchObject({ label: "92056 (Oceanside, CA)", country: "US", region: "CA", prefix: "920" });
    expect((await place("92056-4321"))?.lat).toBeCloseTo(33.1968, 3);
  }, 30_000);

  it("places a Canadian postal code at its forward sortation area, with the city's plain name", async () => {
    const toronto = await place("m5v3l9");
    expect(toronto).toMatchObject({ label: "M5V 3L9 (Toronto, ON)", country: "CA", region: "ON", prefix: "M5V" });
    expect(toronto?.lat).toBeCloseTo(43.65, 1);
    expect(await place("V6B 1A1")).toMatchObject({ country: "CA", region: "BC" });
  });

  it("places a city by name, with its state, or the one with most ZIPs and the others as alternatives", async () => {
    expect(await place("Oceanside, CA")).toMatchObject({ label: "Oceanside, CA", region: "CA" });
    expect(await place("oceanside, ny")).toMatchObject({ label: "Oceanside, NY" });
    const bare = await findPlace(parsePlaceQuery("Oceanside"));
    expect(bare?.place.label).toBe("Oceanside, CA");
    expect(bare?.alsoNamed).toEqual(expect.arrayContaining(["Oceanside, NY", "Oceanside, OR"]));
    expect(await place("Calgary")).toMatchObject({ country: "CA", region: "AB" });
    expect(await place("Vancouver, BC")).toMatchObject({ country: "CA" });
  });

  it("cannot place a code that does not exist, a military ZIP or an unreadable query", async () => {
    // 34001 is a military ZIP at 0,0; the dataset's row for K0H lost its position to a shifted column.
    for (const text of ["00000", "34001", "K0H 1A0", "Z9Z 9Z9", "Nowhereville, CA", "1234", ""])
      expect(await place(text), text).toBeUndefined();
  });

  it("names the postal area nearest a point and keeps the point", async () => {
    const found = await nearestPlace({ lat: 33.2, lng: -117.29 });
    expect(found).toMatchObject({ country: "US", region: "CA", lat: 33.2, lng: -117.29 });
    expect((await nearestPlace({ lat: 43.65, lng: -79.37 })).country).toBe("CA");
  });
});
