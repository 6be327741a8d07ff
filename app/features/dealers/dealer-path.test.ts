import { describe, expect, it } from "vitest";
import { isDealerSlug, slugOf } from "./dealer-path";

describe("dealer slugs", () => {
  it("makes a slug of a dealer's name and city that reads as one", () => {
    const slug = slugOf("Côte-Nord Portes & Fenêtres, Baie-Comeau");
    expect(slug).toBe("cote-nord-portes-fenetres-baie-comeau");
    expect(isDealerSlug(slug)).toBe(true);
    expect(isDealerSlug(slugOf("x".repeat(200)))).toBe(true);
  });

  it("refuses what no dealer's address can be: capitals, spaces, doubled or outer dashes, control characters, past 90 characters", () => {
    for (const text of [
      "",
      "Harborline",
      "harbor line",
      "harbor--line",
      "-harborline",
      "harborline-",
      "harbor\u0000line",
      "a".repeat(91),
    ]) {
      expect(isDealerSlug(text), JSON.stringify(text)).toBe(false);
    }
  });
});
