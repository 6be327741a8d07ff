import { describe, expect, it } from "vitest";
import { listedTotal, listingWindow, pageParam } from "./listing-window";

describe("blog listing pages (SPEC §9)", () => {
  it("shows 10 a page", () => {
    expect(listingWindow(1, false)).toEqual({ offset: 0, limit: 10, skip: 0 });
    expect(listingWindow(3, false)).toEqual({ offset: 20, limit: 10, skip: 0 });
  });

  it("fetches 11 on the first load when the newest post is shown apart, then 10 after it", () => {
    expect(listingWindow(1, true)).toEqual({ offset: 0, limit: 11, skip: 1 });
    expect(listingWindow(2, true)).toEqual({ offset: 11, limit: 10, skip: 0 });
    expect(listingWindow(3, true)).toEqual({ offset: 21, limit: 10, skip: 0 });
  });

  it("pages through every post but the hero's", () => {
    expect(listedTotal(12, true)).toBe(11);
    expect(listedTotal(12, false)).toBe(12);
    expect(listedTotal(0, true)).toBe(0);
  });

  it("reads ?page= as a whole number from 1", () => {
    expect(pageParam("2")).toBe(2);
    for (const bad of [null, "", "0", "-1", "1.5", "abc", "9".repeat(40)]) expect(pageParam(bad)).toBe(1);
  });
});
