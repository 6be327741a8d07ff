import { describe, expect, it } from "vitest";
import { ruleConflict } from "./redirect-conflicts";

const rules = [
  { from: "/folding-glass-doors", to: "/products/folding-doors" },
  { from: "/warranty", to: "/support/warranty" },
  { from: "/catalogue", to: "https://partners.example.com/catalogue" },
];

describe("ruleConflict", () => {
  it("lets a rule to a page or to another site join", () => {
    expect(ruleConflict(rules, { from: "/old-kitchens", to: "/about/outdoor-kitchens" })).toBeNull();
    expect(ruleConflict(rules, { from: "/brochure", to: "https://partners.example.com/brochure" })).toBeNull();
  });

  it("refuses a target that redirects again, and names where to point instead", () => {
    expect(ruleConflict(rules, { from: "/doors/folding", to: "/Folding-Glass-Doors/?ref=old" })).toEqual({
      field: "to",
      message:
        "/Folding-Glass-Doors/?ref=old already redirects to /products/folding-doors: point this one to /products/folding-doors instead.",
    });
    expect(ruleConflict(rules, { from: "/old-catalogue", to: "/catalogue" })?.message).toContain(
      "point this one to https://partners.example.com/catalogue instead",
    );
  });

  it("refuses a source that another rule points to", () => {
    expect(ruleConflict(rules, { from: "/support/warranty", to: "/support/warranty-2027" })).toEqual({
      field: "from",
      message:
        "/warranty already redirects to /support/warranty: point it to /support/warranty-2027 instead, so that no visitor goes through two redirects.",
    });
  });

  it("refuses a loop, directly or through other rules", () => {
    expect(ruleConflict(rules, { from: "/products/folding-doors", to: "/folding-glass-doors" })?.message).toBe(
      "This would make a loop: /folding-glass-doors already leads back to /products/folding-doors.",
    );
    const looping = [
      { from: "/a", to: "/b" },
      { from: "/b", to: "/c" },
    ];
    expect(ruleConflict(looping, { from: "/c", to: "/a" })).toMatchObject({ field: "to", message: expect.stringContaining("loop") });
  });

  it("replaces the rule with the same source rather than meeting it", () => {
    expect(ruleConflict(rules, { from: "/warranty", to: "/support/warranty-2027" })).toBeNull();
  });
});
