import { href } from "react-router";
import type { DocSearchFilters, ProductLine } from "./types";

/** SPEC §2: a product's page, or a product line's landing page for a line (`folding-doors`). */
export function productPath(keyOrLine: string): string {
  return href("/products/*", { "*": keyOrLine });
}

/** Material slugs of SPEC §2 and the labels the technical documents use for them. */
export const materialLabels: Record<string, string> = {
  v2: "V2",
  aluminum: "Aluminum",
  "aluminum-thermally-controlled": "Aluminum Thermally Controlled",
  "aluminum-wood": "Aluminum Wood",
  "contemporary-clad": "Contemporary Clad",
  wood: "Wood",
  vinyl: "Vinyl",
  pleated: "Pleated",
  "non-pleated": "Non-Pleated",
};

/** SPEC §2: every material a door is made in, in menu order (the folding line is made in all of them). */
export const doorMaterials = [
  "v2",
  "aluminum",
  "aluminum-thermally-controlled",
  "aluminum-wood",
  "contemporary-clad",
  "wood",
  "vinyl",
] as const;
export type DoorMaterial = (typeof doorMaterials)[number];

/** SPEC §2 "about this product": the materials each line is made in, in menu order. */
export const aboutMaterials: Record<"folding" | "sliding" | "swing" | "screens", string[]> = {
  folding: [...doorMaterials],
  sliding: ["aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad"],
  swing: ["aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad", "wood"],
  screens: ["pleated", "non-pleated"],
};

export const lineLabels: Record<ProductLine, string> = {
  "folding-doors": "Folding Doors",
  "sliding-doors": "Sliding Doors",
  "swing-doors": "Swing Doors",
  screens: "Screens",
  windows: "Windows",
};

export function splitKey(key: string): { line: string; material: string } {
  const [line = "", ...rest] = key.split("/");
  return { line, material: rest.join("/") };
}

export type AboutLink = { label: string; href: string; current: boolean };

/** The sibling materials of a product's line, each at `/products/{line}-doors/{material slug}`. */
export function aboutThisProduct(key: string): { title: string; links: AboutLink[] } | null {
  const { line } = splitKey(key);
  const group = line === "screens" ? "screens" : line.replace(/-doors$/, "");
  if (!(group in aboutMaterials)) return null;
  const materials = aboutMaterials[group as keyof typeof aboutMaterials];
  const lineSlug = group === "screens" ? "screens" : `${group}-doors`;
  const current = productPath(key);
  return {
    title: `About ${lineLabels[line as ProductLine]}`,
    links: materials.map((material) => {
      const path = productPath(`${lineSlug}/${material}`);
      return { label: materialLabels[material] ?? material, href: path, current: path === current };
    }),
  };
}

const productTypes: Record<string, DocSearchFilters["Product_Type"]> = {
  "folding-doors": "Folding",
  "sliding-doors": "Sliding",
  "swing-doors": "Swinging",
  screens: "Screens",
};

/** The technical-document filters that describe a product (SPEC §2 values). */
export function docFiltersFor(key: string): DocSearchFilters {
  const { line, material } = splitKey(key);
  if (key === "windows/v2-direct-set") return { Product_Type: "V2 Direct Set", Material_Type: "V2" };
  // The taxonomy has no product type for the servery window (its Folding is the folding doors'):
  // its documents are its aluminum ones that name it.
  if (key === "windows/servery-window") return { term: "Servery Window", Material_Type: "Aluminum" };
  if (line === "screens") return { Product_Type: "Screens", Screen_Type: materialLabels[material] as DocSearchFilters["Screen_Type"] };
  return { Product_Type: productTypes[line], Material_Type: materialLabels[material] as DocSearchFilters["Material_Type"] };
}

/** "Aluminum Folding Doors", "Pleated Screens", "Servery Windows": how a page names its product. */
export function productName(entry: { major_label: string; minor_label: string }): string {
  return entry.major_label === "Windows" ? entry.minor_label : `${entry.minor_label} ${entry.major_label}`;
}
