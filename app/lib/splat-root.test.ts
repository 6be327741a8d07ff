import { describe, expect, it } from "vitest";
import { splatRoot } from "./splat-root";

describe("splatRoot", () => {
  it("gives a splat route's address with nothing after it", () => {
    expect(splatRoot("/blog/*")).toBe("/blog");
    expect(splatRoot("/learn/featured-projects/*")).toBe("/learn/featured-projects");
    expect(splatRoot("/preview/*")).toBe("/preview");
  });
});
