import { type SystemKind, type SystemLimits, catalogueProducts, limitsOf } from "~/features/catalogue";
import { type FormatLocale, SOURCE_FORMAT } from "~/i18n/units/units";
import { INCHES_PER_FOOT } from "~/lib/length";
import { cornerLayouts } from "./corner-layouts";
import { fixedLayouts } from "./fixed-layouts";
import { foldingLayouts } from "./folding-layouts";
import { type Layout, within } from "./layout";
import { nearLimits } from "./near-limits";
import type { Opening } from "./opening";
import { screenLayouts } from "./screen-layouts";
import { slidingLayouts } from "./sliding-layouts";
import { swingLayouts } from "./swing-layouts";
import { materialOf } from "./system-material";
import { whyNot } from "./why-not";

/** A typical budget, in dollars per linear foot of opening. */
export type PriceRange = { low: number; high: number };
/** Budget ranges per system, by catalogue key; a system without one shows no price. */
export type SystemPrices = Partial<Record<string, PriceRange>>;

type System = { key: string; name: string; kind: SystemKind };
export type SystemFit = System & { fits: true; layouts: Layout[]; near: string[]; budget: PriceRange | null };
export type SystemMiss = System & { fits: false; reason: string };
export type SystemAnswer = SystemFit | SystemMiss;

/** Whether the visitor asked about a system: its kind, its material, and a kind that has the corner or pocket asked for. */
function asked(opening: Opening, key: string, limits: SystemLimits, optionKinds: ReadonlySet<SystemKind>): boolean {
  if (opening.kind !== "any" && opening.kind !== limits.kind) return false;
  const material = materialOf(key);
  if (opening.material && material !== null && material !== opening.material) return false;
  return opening.option === "none" || optionKinds.has(limits.kind);
}

/** Every layout of a system for an opening, enumerated from its limits (never searched). */
export function layoutsFor(limits: SystemLimits, opening: Opening): Layout[] {
  if (!within(opening.height, limits.panelHeight)) return [];
  if (opening.option === "corner")
    return opening.secondWidth === null ? [] : cornerLayouts(limits, { ...opening, secondWidth: opening.secondWidth });
  if (opening.option === "pocket" && !limits.arrangements.includes("pocket")) return [];
  if (opening.width > limits.maxWidth) return [];
  switch (limits.kind) {
    case "sliding":
      return slidingLayouts(limits, { ...opening, pocket: opening.option === "pocket" });
    case "swing":
      return swingLayouts(limits, opening);
    case "screen":
      return screenLayouts(limits, opening);
    case "folding":
    case "window":
      return limits.arrangements.includes("fixed") ? fixedLayouts(limits, opening) : foldingLayouts(limits, opening);
  }
}

function budgetFor(price: PriceRange | undefined, opening: Opening): PriceRange | null {
  if (!price) return null;
  const linearFeet = (opening.width + (opening.secondWidth ?? 0)) / INCHES_PER_FOOT;
  const hundreds = (dollars: number) => Math.round((dollars * linearFeet) / 100) * 100;
  return { low: hundreds(price.low), high: hundreds(price.high) };
}

const systems = catalogueProducts.flatMap(({ key, name }) => {
  const limits = limitsOf(key);
  return limits ? [{ key, name, limits }] : [];
});

/**
 * The opening helper's answer: for every system the visitor asked about, in the catalogue's
 * order, its layouts, the limits the opening comes near and, when the owners set one, a budget;
 * or the reason it does not fit, its lengths in the page's `locale`. Pure, and the same in the
 * browser and on the server.
 */
export function fitOpening(opening: Opening, prices: SystemPrices = {}, locale: FormatLocale = SOURCE_FORMAT): SystemAnswer[] {
  const optionKinds = new Set(
    systems
      .filter(({ limits }) => opening.option !== "none" && limits.arrangements.includes(opening.option))
      .map(({ limits }) => limits.kind),
  );
  // Systems that share a row of limits share its layouts: each row is enumerated once.
  const byLimits = new Map<SystemLimits, Layout[]>();
  return systems.flatMap(({ key, name, limits }): SystemAnswer[] => {
    if (!asked(opening, key, limits, optionKinds)) return [];
    const system = { key, name, kind: limits.kind };
    const layouts = byLimits.get(limits) ?? layoutsFor(limits, opening);
    byLimits.set(limits, layouts);
    if (layouts.length === 0) return [{ ...system, fits: false, reason: whyNot(limits, opening, locale) }];
    return [
      { ...system, fits: true, layouts, near: nearLimits(limits, opening, layouts, locale), budget: budgetFor(prices[key], opening) },
    ];
  });
}
