import { foldingAluminum } from "./data/folding-doors/aluminum";
import { foldingAluminumThermallyControlled } from "./data/folding-doors/aluminum-thermally-controlled";
import { foldingAluminumWood } from "./data/folding-doors/aluminum-wood";
import { foldingContemporaryClad } from "./data/folding-doors/contemporary-clad";
import { foldingV2 } from "./data/folding-doors/v2";
import { foldingVinyl } from "./data/folding-doors/vinyl";
import { foldingWood } from "./data/folding-doors/wood";
import { nonPleatedScreen } from "./data/screens/non-pleated";
import { pleatedScreen } from "./data/screens/pleated";
import { slidingAluminum } from "./data/sliding-doors/aluminum";
import { slidingAluminumThermallyControlled } from "./data/sliding-doors/aluminum-thermally-controlled";
import { slidingAluminumWood } from "./data/sliding-doors/aluminum-wood";
import { slidingContemporaryClad } from "./data/sliding-doors/contemporary-clad";
import { swingAluminum } from "./data/swing-doors/aluminum";
import { swingAluminumThermallyControlled } from "./data/swing-doors/aluminum-thermally-controlled";
import { swingAluminumWood } from "./data/swing-doors/aluminum-wood";
import { swingContemporaryClad } from "./data/swing-doors/contemporary-clad";
import { swingV2 } from "./data/swing-doors/v2";
import { swingWood } from "./data/swing-doors/wood";
import { serveryWindow } from "./data/windows/servery-window";
import { v2DirectSet } from "./data/windows/v2-direct-set";
import { productPath } from "./product-lines";
import type { ProductEntry, ProductSummary } from "./types";

// Server-only: the whole catalogue never reaches a browser bundle; a page receives one entry.
const entries: ProductEntry[] = [
  v2DirectSet,
  serveryWindow,
  foldingV2,
  foldingAluminum,
  foldingAluminumThermallyControlled,
  foldingAluminumWood,
  foldingContemporaryClad,
  foldingWood,
  foldingVinyl,
  slidingAluminum,
  slidingAluminumThermallyControlled,
  slidingAluminumWood,
  slidingContemporaryClad,
  swingV2,
  swingAluminum,
  swingAluminumThermallyControlled,
  swingAluminumWood,
  swingContemporaryClad,
  swingWood,
  pleatedScreen,
  nonPleatedScreen,
];

const byKey = new Map(entries.map((entry) => [entry.key, entry]));

/** Every catalogue key of SPEC §2, in menu order. */
export const catalogueKeys: readonly string[] = entries.map((entry) => entry.key);

export function productByKey(key: string): ProductEntry | undefined {
  return byKey.get(key);
}

export function productSummary(key: string): ProductSummary | undefined {
  const entry = byKey.get(key);
  return (
    entry && { key, major_label: entry.major_label, minor_label: entry.minor_label, splash_url: entry.splash_url, alt_text: entry.alt_text }
  );
}

/** Each product's data as text, to find the files it shows. */
const entryTexts = new Map(entries.map((entry) => [entry.key, JSON.stringify(entry)]));

/** The products whose pages show a media file (by its address, `/media/...`): the media library's "used on". */
export function productsShowing(url: string): { name: string; path: string }[] {
  const quoted = JSON.stringify(url);
  return entries
    .filter((entry) => entryTexts.get(entry.key)?.includes(quoted))
    .map((entry) => ({ name: `${entry.minor_label} ${entry.major_label}`, path: productPath(entry.key) }));
}
