import type { SystemLimits } from "~/features/catalogue";
import { type Layout, panelCounts } from "./layout";

type Straight = { width: number; height: number };

/** Fixed lites of equal width, mulled side by side: one for each count that gives lites the system makes. */
export function fixedLayouts(limits: SystemLimits, { width, height }: Straight): Layout[] {
  return panelCounts(limits, width).map((count) => ({
    id: `${count}-fixed`,
    arrangement: "fixed",
    description: count === 1 ? "One fixed lite" : `${count} fixed lites, mulled side by side`,
    panelCount: count,
    panelHeight: height,
    groups: [{ count, width: width / count, role: "panel", wall: 1 }],
    left: 0,
    right: 0,
    swingDoor: false,
    tracks: null,
  }));
}
