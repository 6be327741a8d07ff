import { describe, expect, it } from "vitest";
import { FocalPoint } from "./focal-point";

describe("FocalPoint", () => {
  it("takes whole percentages from 0 to 100 across and down", () => {
    expect(FocalPoint.parse({ x: 0, y: 100 })).toEqual({ x: 0, y: 100 });
    expect(FocalPoint.parse({ x: 37, y: 62 })).toEqual({ x: 37, y: 62 });
  });

  it.each([
    { x: -1, y: 50 },
    { x: 50, y: 101 },
    { x: 12.5, y: 50 },
    { x: "50", y: 50 },
    { x: 50 },
    { x: Number.NaN, y: 50 },
    null,
    "50% 50%",
  ])("refuses %j with a message an editor can act on", (hostile) => {
    const parsed = FocalPoint.safeParse(hostile);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBeTruthy();
  });
});
