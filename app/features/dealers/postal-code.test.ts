import { describe, expect, it } from "vitest";
import { countryOfQuery, parsePlaceQuery } from "./postal-code";

describe("parsePlaceQuery", () => {
  it("reads a US ZIP and a ZIP+4 as the 5-digit ZIP", () => {
    expect(parsePlaceQuery("92056")).toEqual({ kind: "zip", zip: "92056" });
    expect(parsePlaceQuery(" 92056-1234 ")).toEqual({ kind: "zip", zip: "92056" });
    expect(parsePlaceQuery("92056 1234")).toEqual({ kind: "zip", zip: "92056" });
  });

  it("reads a Canadian postal code with or without its space, in any case", () => {
    const toronto = { kind: "postal", fsa: "M5V", code: "M5V 3L9", province: "ON" };
    expect(parsePlaceQuery("M5V 3L9")).toEqual(toronto);
    expect(parsePlaceQuery("m5v3l9")).toEqual(toronto);
    expect(parsePlaceQuery("m5v 3l9")).toEqual(toronto);
    expect(parsePlaceQuery("V6B")).toEqual({ kind: "postal", fsa: "V6B", code: "V6B", province: "BC" });
  });

  it("refuses letters Canada Post never uses", () => {
    expect(parsePlaceQuery("D5V 3L9").kind).not.toBe("postal");
    expect(parsePlaceQuery("W5V 3L9").kind).not.toBe("postal");
    expect(parsePlaceQuery("M5O 3L9").kind).not.toBe("postal");
  });

  it("reads a city with its state or province, by abbreviation or name, or alone", () => {
    expect(parsePlaceQuery("Oceanside, CA")).toEqual({ kind: "city", city: "Oceanside", region: "CA" });
    expect(parsePlaceQuery("oceanside, california")).toEqual({ kind: "city", city: "oceanside", region: "CA" });
    expect(parsePlaceQuery("Oceanside CA")).toEqual({ kind: "city", city: "Oceanside", region: "CA" });
    expect(parsePlaceQuery("Oceanside")).toEqual({ kind: "city", city: "Oceanside", region: undefined });
    expect(parsePlaceQuery("St. John's, NL")).toEqual({ kind: "city", city: "St. John's", region: "NL" });
    expect(parsePlaceQuery("Montréal, Quebec")).toEqual({ kind: "city", city: "Montréal", region: "QC" });
    expect(parsePlaceQuery("San Luis Obispo")).toEqual({ kind: "city", city: "San Luis Obispo", region: undefined });
  });

  it("calls anything else unreadable: other digits, an unknown region, control characters, the empty box", () => {
    for (const text of ["1234", "123456", "Oceanside, ZZ", "door\u0000s", "", "   ", "<script>", "x".repeat(101), "92056; DROP"])
      expect(parsePlaceQuery(text), JSON.stringify(text)).toEqual({ kind: "unreadable" });
  });

  it("tells the country where the form of the query says it", () => {
    expect(countryOfQuery(parsePlaceQuery("92056"))).toBe("US");
    expect(countryOfQuery(parsePlaceQuery("M5V 3L9"))).toBe("CA");
    expect(countryOfQuery(parsePlaceQuery("Calgary, AB"))).toBe("CA");
    expect(countryOfQuery(parsePlaceQuery("Calgary"))).toBeUndefined();
  });
});
