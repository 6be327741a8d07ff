import { describe, expect, it } from "vitest";
import { demoImages } from "../../../content/media/images";
import { catalogueKeys, productByKey } from "./catalogue.server";
import { allSwatchFinishes, swatchUrl } from "./facts/finishes";
import { productName } from "./product-lines";
import { catalogueProducts } from "./product-list";
import { ProductEntrySchema } from "./schema";
import type { ContentBlock, ProductEntry, SwatchesBlock } from "./types";

const specKeys = [
  "windows/v2-direct-set",
  "windows/servery-window",
  ...["v2", "aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad", "wood", "vinyl"].map(
    (m) => `folding-doors/${m}`,
  ),
  ...["aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad"].map((m) => `sliding-doors/${m}`),
  ...["v2", "aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad", "wood"].map((m) => `swing-doors/${m}`),
  "screens/pleated",
  "screens/non-pleated",
];

const entries = catalogueKeys.map((key) => productByKey(key) as ProductEntry);

function blocksOf(entry: ProductEntry): ContentBlock[] {
  const flatten = (blocks: ContentBlock[]): ContentBlock[] =>
    blocks.flatMap((block) =>
      block.type === "flex_columns" ? [block, ...flatten(block.columns.flatMap((column) => column.content))] : [block],
    );
  return flatten(entry.sections.flatMap((section) => section.content));
}

const swatchGroups = (entry: ProductEntry) => blocksOf(entry).filter((block): block is SwatchesBlock => block.type.startsWith("swatches"));
const text = (entry: ProductEntry) => JSON.stringify(entry);

describe("the bundled catalogue", () => {
  it("holds exactly the catalogue keys of SPEC §2", () => {
    expect([...catalogueKeys].sort()).toEqual([...specKeys].sort());
  });

  it("names every entry in the browser-safe product list, by its page's name", () => {
    const named = entries.map((entry) => ({ key: entry.key, name: productName(entry) }));
    expect([...catalogueProducts].sort((a, b) => a.key.localeCompare(b.key))).toEqual(named.sort((a, b) => a.key.localeCompare(b.key)));
  });

  it.each(specKeys)("%s validates against the entry schema", (key) => {
    const result = ProductEntrySchema.safeParse(productByKey(key));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("links only to products that exist, never to itself", () => {
    for (const entry of entries) {
      for (const related of entry.related_products) {
        expect(productByKey(related), `${entry.key} -> ${related}`).toBeDefined();
        expect(related).not.toBe(entry.key);
      }
    }
  });

  it("has a generated splash photograph for every entry and a generated swatch for every chip", () => {
    const generated = new Set(demoImages.map((image) => `/media/${image.file}`));
    const swatches = new Set(allSwatchFinishes().map(swatchUrl));
    for (const entry of entries) {
      expect(generated.has(entry.splash_url), entry.key).toBe(true);
      for (const group of swatchGroups(entry))
        for (const swatch of group.swatches) expect(swatches.has(swatch.swatch_url), swatch.swatch_url).toBe(true);
    }
  });

  it("fills Features, Sizing and Technical for every product, and Applications for screens only", () => {
    for (const entry of entries) {
      const steps = entry.sections.map((section) => section.stepKey);
      expect(steps, entry.key).toEqual(expect.arrayContaining(["Features", "Sizing", "Technical"]));
      expect(steps.includes("Applications"), entry.key).toBe(entry.key.startsWith("screens/"));
      expect(new Set(steps).size, entry.key).toBe(steps.length);
    }
  });

  it("carries the catalogue facts of SPEC §9", () => {
    const folding = text(productByKey("folding-doors/aluminum")!);
    expect(folding).toContain("Up to 20 (10 folding to each side)");
    expect(folding).toContain("Up to 65 ft");
    expect(folding).toContain("DP 70");
    expect(folding).toContain("Kynar");
    expect(text(productByKey("folding-doors/vinyl")!)).toContain("Up to 6 (3 folding to each side)");
    expect(text(productByKey("sliding-doors/aluminum")!)).toContain("Up to 12 ft");
    const colors = swatchGroups(productByKey("folding-doors/aluminum")!);
    expect(colors.find((group) => group.key === "in-stock-colors")?.swatches.map((swatch) => swatch.swatch_label)).toEqual([
      "Clear Anodized",
      "Bronze Anodized",
      "White",
      "Bronze",
      "Shadow Black",
    ]);
    expect(colors.find((group) => group.key === "optional-colors")?.swatches).toHaveLength(26);
    const woods = swatchGroups(productByKey("folding-doors/aluminum-wood")!).filter(
      (group) => group.key !== "in-stock-colors" && group.label.includes("Wood"),
    );
    expect(woods.flatMap((group) => group.swatches.map((swatch) => swatch.swatch_label))).toEqual([
      "Vertical Grain Douglas Fir",
      "Sapele Mahogany",
      "Pine",
      "Quarter Sawn White Oak",
      "Black Walnut",
      "Clear Alder",
    ]);
    const hardware = swatchGroups(productByKey("swing-doors/aluminum")!).find((group) => group.key === "hardware-color-options");
    expect(hardware?.swatches.map((swatch) => swatch.swatch_label)).toEqual(["Stainless Steel", "Bronze", "Black"]);
    const swing = text(productByKey("swing-doors/aluminum-wood")!);
    expect(swing).toContain("7 1/2 in or 10 in");
    expect(swing).toContain("Stiles up to 10 ft tall");
    const pleated = text(productByKey("screens/pleated")!);
    expect(pleated).toContain("Up to 32 ft");
    expect(pleated).toContain("Up to 10 ft 6 in");
    expect(pleated).toContain("Up to 14 ft 6 in");
    expect(pleated).toContain("5 years");
    const nonPleated = text(productByKey("screens/non-pleated")!);
    for (const fact of ["Up to 12 ft", "Up to 24 ft", "Insect Mesh only", "Coal", "Dark Gray", "Light Gray", "Sand", "5 years"])
      expect(nonPleated).toContain(fact);
  });

  it("keeps the V2 swing door's aluminum-with-wood colors hidden, with their two footnotes (SPEC §4)", () => {
    const hidden = swatchGroups(productByKey("swing-doors/v2")!).filter((group) => group.hide);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({
      key: "in-stock-colors-wood",
      footnote_label: "Wood is interior only.",
      footnote: "Wood options coming soon.",
    });
    expect(entries.flatMap(swatchGroups).filter((group) => group.hide)).toHaveLength(1);
  });
});
