import type { SystemLimits } from "~/features/catalogue";
import { type FormatLocale, formatLength } from "~/i18n/units/units";
import { type Opening, spanOf } from "./opening";

/** The narrowest opening a system fills: folding walls and stacking sliders take two panels at least. */
export function narrowestOf(limits: SystemLimits, option: Opening["option"]): number {
  const stacks = limits.arrangements.includes("stack-left") && !(limits.kind === "sliding" && option === "pocket");
  return stacks ? 2 * limits.panelWidth.min : limits.panelWidth.min;
}

/** The most panels a system puts in one straight run: a slider's are bounded by its tracks, both sides. */
export function mostPanelsOf(limits: SystemLimits): number {
  return limits.tracks ? Math.min(limits.maxPanels, 2 * limits.tracks.max) : limits.maxPanels;
}

/**
 * Why a system does not fill an opening, in one sentence: the first of its limits the opening
 * passes, checked from what the visitor asked for to the opening's height and width.
 */
export function whyNot(limits: SystemLimits, opening: Opening, locale: FormatLocale): string {
  const length = (inches: number) => formatLength(inches, opening.unit, locale);
  if (opening.option === "corner" && !limits.arrangements.includes("corner")) return "This system is not made with a 90° corner.";
  if (opening.option === "pocket" && !limits.arrangements.includes("pocket")) return "This system does not pocket into the wall.";
  const tall = limits.kind === "screen" ? "Screen height" : "Panel height";
  const { height, width } = opening;
  if (height > limits.panelHeight.max) return `${tall} is at most ${length(limits.panelHeight.max)}; your opening is ${length(height)}.`;
  if (height < limits.panelHeight.min) return `${tall} is at least ${length(limits.panelHeight.min)}; your opening is ${length(height)}.`;
  const span = spanOf(opening);
  const yours = opening.secondWidth === null ? `your opening is ${length(span)}` : `your two walls make ${length(span)}`;
  if (span > limits.maxWidth) return `Configurations are at most ${length(limits.maxWidth)} wide; ${yours}.`;
  const narrowest = narrowestOf(limits, opening.option);
  if (width < narrowest) return `The narrowest configuration is ${length(narrowest)}; your opening is ${length(width)}.`;
  if (opening.secondWidth !== null && opening.secondWidth < narrowest)
    return `The narrowest wall of a corner is ${length(narrowest)}; your second wall is ${length(opening.secondWidth)}.`;
  const most = mostPanelsOf(limits);
  const reach = most * limits.panelWidth.max;
  if (width > reach)
    return `At most ${most} panels of up to ${length(limits.panelWidth.max)} make ${length(reach)}; your opening is ${length(width)}.`;
  return `No layout of this system divides ${length(width)} into panels ${length(limits.panelWidth.min)} to ${length(limits.panelWidth.max)} wide.`;
}
