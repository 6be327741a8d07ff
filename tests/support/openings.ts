import type { Opening } from "../../app/features/opening/opening";

/** A straight opening of `width` by `height` inches, any kind and material, read in inches, as the helper's tests ask it. */
export const straight = (width: number, height: number, more: Partial<Opening> = {}): Opening => ({
  width,
  height,
  secondWidth: null,
  unit: "in",
  kind: "any",
  material: null,
  option: "none",
  ...more,
});
