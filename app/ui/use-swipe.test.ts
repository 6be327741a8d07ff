import { describe, expect, it } from "vitest";
import { swipeDirection } from "./use-swipe";

describe("swipeDirection", () => {
  it("turns a sideways move of 40 px or more: to the left is next, to the right previous", () => {
    expect(swipeDirection(-40, 0)).toBe(1);
    expect(swipeDirection(120, -30)).toBe(-1);
  });

  it("leaves short moves and scrolls alone", () => {
    expect(swipeDirection(-39, 0)).toBeNull();
    expect(swipeDirection(-60, 80)).toBeNull();
    expect(swipeDirection(50, -50)).toBeNull();
  });
});
