import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inchesToMm, lengthInUnit, mmToInches } from "./length";

describe("lengths in inches and millimetres", () => {
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
