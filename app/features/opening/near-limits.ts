import type { SystemLimits } from "~/features/catalogue";
import { type FormatLocale, formatLength } from "~/i18n/units/units";
import type { Layout } from "./layout";
import { type Opening, spanOf } from "./opening";

// Within 5% of a height limit or 10% of the widest configuration, the dealer's survey decides.
const NEAR_HEIGHT = 0.05;
const NEAR_WIDTH = 0.1;

/** The limits of a system that an opening it fills comes near, each in a sentence. */
export function nearLimits(limits: SystemLimits, opening: Opening, layouts: Layout[], locale: FormatLocale): string[] {
  const length = (inches: number) => formatLength(inches, opening.unit, locale);
  const { panelHeight } = limits;
  const span = spanOf(opening);
  const fewest = Math.min(...layouts.map((layout) => layout.panelCount));
  return [
    ...(opening.height >= panelHeight.max * (1 - NEAR_HEIGHT)
      ? [`Panel height ${length(opening.height)} is close to the ${length(panelHeight.max)} maximum.`]
      : []),
    ...(opening.height <= panelHeight.min * (1 + NEAR_HEIGHT)
      ? [`Panel height ${length(opening.height)} is close to the ${length(panelHeight.min)} minimum.`]
      : []),
    ...(span >= limits.maxWidth * (1 - NEAR_WIDTH)
      ? [`Overall width ${length(span)} is close to the ${length(limits.maxWidth)} maximum.`]
      : []),
    // A pair of screens or doors at their most is no news; a folding wall of 20 panels is.
    ...(limits.maxPanels > 4 && fewest >= limits.maxPanels ? [`It takes ${limits.maxPanels} panels, the most this system makes.`] : []),
  ];
}
