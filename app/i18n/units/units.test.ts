import { describe, expect, it } from "vitest";
import { feet } from "~/lib/length";
import enCA from "../messages/en-CA.json";
import frCA from "../messages/fr-CA.json";
import { type FormatLocale, distanceUnitOf, formatDistance, formatFeetInches, formatLength, formatMillimetres, formatSize } from "./units";

const enUS: FormatLocale = { tag: "en-US", units: "imperial", messages: {} };
const canadian: FormatLocale = { tag: "en-CA", units: "metric", messages: enCA };
const french: FormatLocale = { tag: "fr-CA", units: "metric", messages: frCA };
const NBSP = "\u00a0";

describe("lengths in the page's locale", () => {
  it.each([
    [196, "16 ft 4 in"],
    [42, "3 ft 6 in"],
    [780, "65 ft"],
    [2.875, "2 7/8 in"],
    [32.6667, "2 ft 8 5/8 in"],
    [126, "10 ft 6 in"],
    [0, "0 in"],
    [11.99, "1 ft"],
  ])("writes %s in as %s in en-US and en-CA", (inches, text) => {
    expect(formatFeetInches(inches, enUS)).toBe(text);
    expect(formatFeetInches(inches, canadian)).toBe(text);
  });

  it("writes a profile to the sixteenth when asked", () => {
    expect(formatFeetInches(2 + 15 / 16, enUS, 16)).toBe("2 15/16 in");
    expect(formatFeetInches(2 + 15 / 16, enUS)).toBe("3 in");
    expect(formatSize(2 + 15 / 16, french, 16)).toBe(`75${NBSP}mm (2 15/16 po)`);
  });

  it("writes feet and inches as Quebec writes them in fr-CA", () => {
    expect(formatFeetInches(196, french)).toBe("16 pi 4 po");
    expect(formatFeetInches(2.875, french)).toBe("2 7/8 po");
  });

  it("writes millimetres whole, grouped as the locale groups (a no-break space in French)", () => {
    expect(formatMillimetres(2438.4, "en-US")).toBe("2,438 mm");
    expect(formatMillimetres(2438.4, "en-CA")).toBe("2,438 mm");
    expect(formatMillimetres(2438.4, "fr-CA")).toBe(`2${NBSP}438${NBSP}mm`);
    expect(formatLength(196, "mm", enUS)).toBe("4,978 mm");
    expect(formatLength(196, "in", enUS)).toBe("16 ft 4 in");
    expect(formatLength(196, "in", french)).toBe("16 pi 4 po");
  });

  it("writes a catalogue figure in feet and inches in en-US, millimetres first in Canada", () => {
    expect(formatSize(feet(65), enUS)).toBe("65 ft");
    expect(formatSize(feet(65), canadian)).toBe("19,812 mm (65 ft)");
    expect(formatSize(feet(3.5), french)).toBe(`1${NBSP}067${NBSP}mm (3 pi 6 po)`);
  });
});

describe("distances in the page's locale", () => {
  it("measures in miles where the locale is imperial, kilometres where it is metric", () => {
    expect(distanceUnitOf(enUS)).toBe("mi");
    expect(distanceUnitOf(french)).toBe("km");
  });

  it("writes a tenth, with the locale's decimal sign, a four-digit figure ungrouped", () => {
    expect(formatDistance(12.44, "mi", "en-US")).toBe("12.4 mi");
    expect(formatDistance(3, "mi", "en-US")).toBe("3.0 mi");
    expect(formatDistance(1234.5, "mi", "en-US")).toBe("1234.5 mi");
    expect(formatDistance(19.91, "km", "en-CA")).toBe("19.9 km");
    expect(formatDistance(19.91, "km", "fr-CA")).toBe(`19,9${NBSP}km`);
    expect(formatDistance(12345.6, "km", "fr-CA")).toBe(`12${NBSP}345,6${NBSP}km`);
  });
});
