import type { ImportResult, SeedCounts } from "./index";

const kinds: { [Kind in keyof SeedCounts]: [one: string, many: string] } = {
  entities: ["entity", "entities"],
  redirects: ["redirect", "redirects"],
  documents: ["document", "documents"],
  galleryItems: ["gallery item", "gallery items"],
  dealers: ["dealer", "dealers"],
};

/** "1 entity, 2 redirects", or "nothing". */
function described(counts: SeedCounts): string {
  const parts = (Object.keys(kinds) as (keyof SeedCounts)[]).flatMap((kind) => {
    const count = counts[kind];
    const [one, many] = kinds[kind];
    return count > 0 ? [`${count} ${count === 1 ? one : many}`] : [];
  });
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

/** What `npm run content:import` tells the person who ran it, one line each. */
export function importSummary(result: ImportResult, into: string): string[] {
  return [
    `Imported ${result.entities} entities into ${into}; generated ${result.imagesGenerated} images.`,
    `Removed what content/ no longer has: ${described(result.removed)}.`,
    `Left as staff changed them in the admin: ${described(result.kept)}.`,
    ...(result.keptGoneFromSeed.length > 0
      ? [`Kept although content/ no longer has them, because editors changed them: ${result.keptGoneFromSeed.join(", ")}.`]
      : []),
  ];
}
