import { describe, expect, it } from "vitest";
import { cutText } from "./cut-text";

describe("cutText", () => {
  it("leaves a text within the limit as it is", () => {
    expect(cutText("Folding doors", 13)).toBe("Folding doors");
  });

  it("cuts at the limit between characters", () => {
    expect(cutText("Folding doors", 7)).toBe("Folding");
    expect(cutText("ab\u{1F600}c", 4)).toBe("ab\u{1F600}");
  });

  it("never keeps the first half of a character the limit falls inside", () => {
    expect(cutText("a\u{1F600}b", 2)).toBe("a");
    expect(cutText("\u{1F600}", 1)).toBe("");
  });
});
