import { type LengthUnit, isLengthUnit } from "~/lib/length";

// The unit a visitor chose is remembered in the browser only: the server reads it from the
// address (`unit=in|mm`), so pages stay shareable and cacheable for everyone.
const UNIT_KEY = "opening-unit";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedUnit(): LengthUnit | null {
  const unit = storage()?.getItem(UNIT_KEY);
  return isLengthUnit(unit) ? unit : null;
}

export function rememberUnit(unit: LengthUnit): void {
  try {
    storage()?.setItem(UNIT_KEY, unit);
  } catch {
    // A browser that refuses storage (private mode, quota) forgets the unit; the address still holds it.
  }
}
