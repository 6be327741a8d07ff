import { describe, expect, it } from "vitest";
import { withSourceBlocks } from "./block-fallback";

const block = (id: string, text: string) => ({ id, render_name: "copy", value: { text } });

describe("a translation's blocks completed from its source", () => {
  it("keeps the source's order, takes each translated block and marks the source's others with its locale", () => {
    const source = [block("hero", "Walls that open"), block("intro", "One room"), block("cta", "Request a quote")];
    const translation = [block("cta", "Demander une soumission"), block("hero", "Des murs qui s'ouvrent")];
    expect(withSourceBlocks(translation, source, "en-US")).toEqual([
      block("hero", "Des murs qui s'ouvrent"),
      { ...block("intro", "One room"), lang: "en-US" },
      block("cta", "Demander une soumission"),
    ]);
  });

  it("keeps a block only the translation has after the block it follows there", () => {
    const source = [block("hero", "Hero"), block("cta", "Quote")];
    const translation = [block("note", "Avis"), block("hero", "Héros"), block("quebec", "Au Québec"), block("cta", "Soumission")];
    expect(withSourceBlocks(translation, source, "en-US").map((each) => each.id)).toEqual(["note", "hero", "quebec", "cta"]);
  });
});
