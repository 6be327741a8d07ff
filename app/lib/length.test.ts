import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFeetInches, formatLength, inchesToMm, lengthInUnit, mmToInches } from "./length";

describe("lengths in feet and inches or millimetres", () => {
  it.each([
    [196, "16 ft 4 in"],
    [42, "3 ft 6 in"],
    [780, "65 ft"],
    [2.875, "2 7/8 in"],
    [32.6667, "2 ft 8 5/8 in"],
    [126, "10 ft 6 in"],
    [0, "0 in"],
    [11.99, "1 ft"],
  ])("writes %s in as %s", (inches, text) => {
    expect(formatFeetInches(inches)).toBe(text);
  });

  it("writes millimetres whole, with thousands separated", () => {
    expect(formatLength(196, "mm")).toBe("4,978 mm");
    expect(formatLength(196, "in")).toBe("16 ft 4 in");
  });

  it("round-trips inches through millimetres", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (inches) => {
        expect(mmToInches(inchesToMm(inches))).toBeCloseTo(inches, 9);
      }),
    );
  });

  it("writes an address value that reads back to the same eighth of an inch or millimetre", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 * 8 }), (eighths) => {
        const inches = eighths / 8;
        expect(Number(lengthInUnit(inches, "in"))).toBe(inches);
        expect(Math.abs(Number(lengthInUnit(inches, "mm")) - inchesToMm(inches))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
