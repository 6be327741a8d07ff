import { describe, expect, it } from "vitest";
import { hasNext, hasPrevious, lightboxStep } from "./lightbox-position";

describe("lightbox navigation", () => {
  it("moves one picture at a time within the loaded list", () => {
    expect(lightboxStep(3, 8, 1)).toBe(4);
    expect(lightboxStep(3, 8, -1)).toBe(2);
  });

  it("stops at the first and the last picture instead of wrapping", () => {
    expect(lightboxStep(0, 8, -1)).toBe(0);
    expect(lightboxStep(7, 8, 1)).toBe(7);
    expect(hasPrevious(0)).toBe(false);
    expect(hasNext(7, 8)).toBe(false);
    expect(hasPrevious(1)).toBe(true);
    expect(hasNext(6, 8)).toBe(true);
  });

  it("stays on the only picture of a list of one", () => {
    expect(lightboxStep(0, 1, 1)).toBe(0);
    expect(hasNext(0, 1)).toBe(false);
  });
});
