import { type DoorMaterial, type SystemKind, limitsOf } from "~/features/catalogue";
import { quoteLayoutSearch, readQuoteLayout } from "~/features/opening";
import type { CarriedLayout } from "./quote-layout";

// The quote form's options (options.ts) for the catalogue's kinds and materials.
const doorTypeOf: Partial<Record<SystemKind, string>> = { folding: "Folding Door", sliding: "Sliding Door", swing: "Swing Door" };
const materialTypeOf: Record<DoorMaterial, string> = {
  v2: "V2",
  aluminum: "Aluminum",
  "aluminum-thermally-controlled": "Aluminum (Thermally Controlled)",
  "aluminum-wood": "Aluminum Wood",
  "contemporary-clad": "Contemporary Clad",
  wood: "Wood",
  vinyl: "Vinyl",
};

/** The layout the quote page's address carries, checked against the catalogue's limits; null when it names no system. */
export function carriedLayout(params: URLSearchParams): CarriedLayout | null {
  const quote = readQuoteLayout(params);
  const kind = quote && limitsOf(quote.product)?.kind;
  if (!quote || !kind) return null;
  return {
    summary: quote.summary,
    search: quoteLayoutSearch(quote),
    doorType: doorTypeOf[kind] ?? null,
    materialType: quote.material ? materialTypeOf[quote.material] : null,
  };
}
