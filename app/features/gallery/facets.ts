import { aboutMaterials, lineLabels, materialLabels } from "~/features/catalogue";

// The facets a gallery item carries beside its categories (SPEC §3 "Product Style", "Material"),
// in the catalogue's words and the menus' order.

/** The product lines of SPEC §2: Folding Doors ... Windows. */
export const productStyles: readonly string[] = Object.values(lineLabels);

/** The door materials of SPEC §2 (folding doors come in every one of them). */
export const materials: readonly string[] = aboutMaterials.folding.map((slug) => materialLabels[slug] ?? slug);
