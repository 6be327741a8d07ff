import type { DealerInput } from "../../app/features/dealers/index.server";

/** A fictitious dealer at `zip` (California unless `more` says otherwise), taking leads 50 miles around. */
export const dealerInput = (slug: string, zip: string, more: Partial<DealerInput> = {}): DealerInput => ({
  slug,
  name: `Demo ${slug}`,
  address: "1 Example Way",
  city: "Somewhere",
  state: "CA",
  zip,
  country: "US",
  phone: "(555) 010-0000",
  leadEmail: `${slug}@dealers.example`,
  products: ["folding-doors"],
  territory: { kind: "radius", miles: 50 },
  ...more,
});

/**
 * Dealers around Oceanside 92056: Oceanside itself, Carlsbad 92008 (about 6 mi away, by its ZIP
 * prefixes), Los Angeles 90012 (about 80 mi, 100 mi around it), Phoenix 85004 (about 300 mi; its
 * regions include CA) and a closed one next door.
 */
export const dealersAroundOceanside: DealerInput[] = [
  dealerInput("oceanside", "92056"),
  dealerInput("carlsbad", "92008", { territory: { kind: "prefixes", prefixes: ["920", "921"] } }),
  dealerInput("los-angeles", "90012", { territory: { kind: "radius", miles: 100 } }),
  dealerInput("phoenix", "85004", { state: "AZ", territory: { kind: "regions", regions: ["AZ", "CA"] } }),
  dealerInput("closed", "92054", { active: false }),
];
