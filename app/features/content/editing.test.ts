import { describe, expect, it } from "vitest";
import { suggestedPath } from "./editing";

describe("the address a new page's title suggests", () => {
  it("makes words of the title a path under the type's folder", () => {
    expect(suggestedPath("landing_page", "Outdoor kitchens & bars")).toBe("/outdoor-kitchens-bars");
    expect(suggestedPath("blog", "  Choosing a Folding Door (2026)  ")).toBe("/blog/choosing-a-folding-door-2026");
    expect(suggestedPath("featured_project", "Casa Piñón, Méjico")).toBe("/learn/featured-projects/casa-pinon-mejico");
  });

  it("suggests nothing for a title without letters or digits, and keeps a long one short", () => {
    expect(suggestedPath("news", "?!")).toBe("");
    const long = suggestedPath("landing_page", "word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(81);
    expect(long).toMatch(/^\/word(-word)+$/);
  });
});
