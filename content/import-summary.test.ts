import { describe, expect, it } from "vitest";
import { importSummary } from "./import-summary";

const nothing = { entities: 0, redirects: 0, documents: 0, galleryItems: 0, dealers: 0 };

describe("the content import's summary", () => {
  it("names what was removed and kept per kind, and the addresses of edited pages gone from the seed", () => {
    const lines = importSummary(
      {
        entities: 48,
        rejected: 0,
        imagesGenerated: 0,
        removed: { entities: 1, redirects: 2, documents: 1, galleryItems: 0, dealers: 3 },
        kept: { ...nothing, entities: 1 },
        keptGoneFromSeed: ["/about/careers"],
      },
      "pglite",
    );
    expect(lines).toEqual([
      "Imported 48 entities into pglite; generated 0 images.",
      "Removed what content/ no longer has: 1 entity, 2 redirects, 1 document, 3 dealers.",
      "Left as staff changed them in the admin: 1 entity.",
      "Kept although content/ no longer has them, because editors changed them: /about/careers.",
    ]);
  });

  it("says nothing was removed or kept when the seed and the database agree", () => {
    const lines = importSummary(
      { entities: 3, rejected: 0, imagesGenerated: 2, removed: nothing, kept: nothing, keptGoneFromSeed: [] },
      "postgres",
    );
    expect(lines.slice(1)).toEqual(["Removed what content/ no longer has: nothing.", "Left as staff changed them in the admin: nothing."]);
  });
});
