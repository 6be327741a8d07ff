import { describe, expect, it } from "vitest";
import { nextVisibleCount, offsetOf, showsLoadMore, visibleCountFrom } from "./load-more";

describe("Load More", () => {
  it("starts at 8 visible, offset 0, and raises both by 8", () => {
    expect(visibleCountFrom(null)).toBe(8);
    expect(offsetOf(8)).toBe(0);
    expect(nextVisibleCount(8)).toBe(16);
    expect(offsetOf(16)).toBe(8);
  });

  it("shows while offset + 8 is below the total", () => {
    expect(showsLoadMore(8, 12, false)).toBe(true);
    expect(showsLoadMore(8, 9, false)).toBe(true);
  });

  it("hides Load More when offset + 8 reaches the total", () => {
    expect(showsLoadMore(8, 8, false)).toBe(false);
    expect(showsLoadMore(16, 12, false)).toBe(false);
    expect(showsLoadMore(16, 16, false)).toBe(false);
    expect(showsLoadMore(8, 0, false)).toBe(false);
  });

  it("hides Load More while loading", () => {
    expect(showsLoadMore(8, 60, true)).toBe(false);
  });

  it("reads only multiples of 8 up to 1000 from the query, else starts again at 8", () => {
    expect(visibleCountFrom("24")).toBe(24);
    expect(visibleCountFrom("1000")).toBe(1000);
    for (const bad of ["", "0", "7", "12", "-8", "1008", "8.0e1", "abc", "16abc", "Infinity"]) {
      expect(visibleCountFrom(bad), bad).toBe(bad === "8.0e1" ? 80 : 8);
    }
  });

  it("never asks for more than 1000", () => {
    expect(nextVisibleCount(1000)).toBe(1000);
  });
});
