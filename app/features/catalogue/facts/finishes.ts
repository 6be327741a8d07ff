import type { Swatch } from "../types";

/**
 * A finish and what its demo swatch looks like: a flat chip, a metallic chip or a wood grain.
 * The folder keeps finishes of one name apart (Bronze paint is not Bronze hardware).
 */
export type Finish = { name: string; hex: string; look: "paint" | "metallic" | "wood"; folder: "colors" | "woods" | "hardware" | "blinds" };

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export const swatchUrl = (finish: Finish) => `/media/swatches/${finish.folder}/${slug(finish.name)}.jpg`;

export function swatch(finish: Finish, what = "finish"): Swatch {
  return { swatch_url: swatchUrl(finish), alt_text: `${finish.name} ${what} sample`, swatch_label: finish.name };
}

/** SPEC §9: the five metal colors kept in stock. */
export const inStockMetalColors: Finish[] = [
  { name: "Clear Anodized", hex: "#b9bbbd", look: "metallic", folder: "colors" },
  { name: "Bronze Anodized", hex: "#4e3b2a", look: "metallic", folder: "colors" },
  { name: "White", hex: "#f1f1ee", look: "paint", folder: "colors" },
  { name: "Bronze", hex: "#3f3329", look: "paint", folder: "colors" },
  { name: "Shadow Black", hex: "#1f1f20", look: "paint", folder: "colors" },
];

/** SPEC §9: about 26 optional colors, all in the standard 70% fluoropolymer (Kynar) paint. */
export const optionalMetalColors: Finish[] = [
  { name: "Bone White", hex: "#e9e4d6", look: "paint", folder: "colors" },
  { name: "Stone White", hex: "#dcd7ca", look: "paint", folder: "colors" },
  { name: "Ivory", hex: "#e6dcc2", look: "paint", folder: "colors" },
  { name: "Almond", hex: "#d8cbb0", look: "paint", folder: "colors" },
  { name: "Sandstone", hex: "#c4b293", look: "paint", folder: "colors" },
  { name: "Desert Sand", hex: "#b89f7d", look: "paint", folder: "colors" },
  { name: "Sierra Tan", hex: "#a38b6b", look: "paint", folder: "colors" },
  { name: "Limestone", hex: "#bdb8a8", look: "paint", folder: "colors" },
  { name: "Dove Gray", hex: "#a9aaa6", look: "paint", folder: "colors" },
  { name: "Seawolf", hex: "#8a8c88", look: "paint", folder: "colors" },
  { name: "Slate Gray", hex: "#62676a", look: "paint", folder: "colors" },
  { name: "Burnished Slate", hex: "#564c43", look: "paint", folder: "colors" },
  { name: "Charcoal", hex: "#3b3d3f", look: "paint", folder: "colors" },
  { name: "Graphite", hex: "#2f3133", look: "metallic", folder: "colors" },
  { name: "Silver Metallic", hex: "#a7aaad", look: "metallic", folder: "colors" },
  { name: "Champagne", hex: "#b8a584", look: "metallic", folder: "colors" },
  { name: "Pewter", hex: "#76777a", look: "metallic", folder: "colors" },
  { name: "Copper Penny", hex: "#8c5a3b", look: "metallic", folder: "colors" },
  { name: "Medium Bronze", hex: "#5c4a39", look: "paint", folder: "colors" },
  { name: "Dark Bronze", hex: "#3a2f26", look: "paint", folder: "colors" },
  { name: "Mesa Brown", hex: "#6b5040", look: "paint", folder: "colors" },
  { name: "Terra Cotta", hex: "#9c5b43", look: "paint", folder: "colors" },
  { name: "Colonial Red", hex: "#7a2f2a", look: "paint", folder: "colors" },
  { name: "Hartford Green", hex: "#2f3b32", look: "paint", folder: "colors" },
  { name: "Forest Green", hex: "#34493a", look: "paint", folder: "colors" },
  { name: "Regal Blue", hex: "#2b3d55", look: "paint", folder: "colors" },
];

/** SPEC §9: woods kept in stock. */
export const inStockWoods: Finish[] = [
  { name: "Vertical Grain Douglas Fir", hex: "#c8955e", look: "wood", folder: "woods" },
  { name: "Sapele Mahogany", hex: "#8a4b2c", look: "wood", folder: "woods" },
];

/** SPEC §9: woods made to order. */
export const optionalWoods: Finish[] = [
  { name: "Pine", hex: "#dcb985", look: "wood", folder: "woods" },
  { name: "Quarter Sawn White Oak", hex: "#b99468", look: "wood", folder: "woods" },
  { name: "Black Walnut", hex: "#5a3d2b", look: "wood", folder: "woods" },
  { name: "Clear Alder", hex: "#c58c63", look: "wood", folder: "woods" },
];

/** SPEC §9: hardware finishes. */
export const hardwareFinishes: Finish[] = [
  { name: "Stainless Steel", hex: "#c3c5c6", look: "metallic", folder: "hardware" },
  { name: "Bronze", hex: "#5b4330", look: "metallic", folder: "hardware" },
  { name: "Black", hex: "#1c1c1d", look: "paint", folder: "hardware" },
];

/** SPEC §9: blind colors of the non-pleated screen. */
export const blindColors: Finish[] = [
  { name: "Coal", hex: "#2a2a2b", look: "paint", folder: "blinds" },
  { name: "Dark Gray", hex: "#555759", look: "paint", folder: "blinds" },
  { name: "Light Gray", hex: "#a6a7a6", look: "paint", folder: "blinds" },
  { name: "Sand", hex: "#cbbb9b", look: "paint", folder: "blinds" },
  { name: "White", hex: "#f1f1ee", look: "paint", folder: "blinds" },
];

/** Vinyl frames are colored through, in two colors. */
export const vinylColors: Finish[] = [
  { name: "White", hex: "#f1f1ee", look: "paint", folder: "colors" },
  { name: "Tan", hex: "#cdb894", look: "paint", folder: "colors" },
];

/** Every finish that has a swatch image, once per image file: what the demo media generator renders. */
export function allSwatchFinishes(): Finish[] {
  const all = [
    ...inStockMetalColors,
    ...optionalMetalColors,
    ...inStockWoods,
    ...optionalWoods,
    ...hardwareFinishes,
    ...blindColors,
    ...vinylColors,
  ];
  const byUrl = new Map(all.map((finish) => [swatchUrl(finish), finish]));
  return [...byUrl.values()];
}
