// The facets a gallery item carries beside its categories (SPEC §3 "Product Style", "Material"):
// the product lines and materials of SPEC §2, in the menus' order.

export const productStyles = ["Folding Doors", "Sliding Doors", "Swing Doors", "Screens", "Windows"] as const;
export type ProductStyle = (typeof productStyles)[number];

export const materials = [
  "V2",
  "Aluminum",
  "Aluminum Thermally Controlled",
  "Aluminum Wood",
  "Contemporary Clad",
  "Wood",
  "Vinyl",
] as const;
export type Material = (typeof materials)[number];
