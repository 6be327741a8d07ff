import type { SystemLimits } from "~/features/catalogue";
import { type Layout, widestFor, within } from "./layout";

type Straight = { width: number; height: number };

/** A screen drawn across from one side, or two meeting in the middle. */
export function screenLayouts(limits: SystemLimits, { width, height }: Straight): Layout[] {
  const base = { panelHeight: height, swingDoor: false, tracks: null };
  const layouts: Layout[] = [];
  if (limits.arrangements.includes("single") && within(width, limits.panelWidth) && width <= widestFor(limits, "single"))
    layouts.push({
      ...base,
      id: "single",
      arrangement: "single",
      description: "One screen, drawn across from one side",
      panelCount: 1,
      groups: [{ count: 1, width, role: "panel", wall: 1 }],
      left: 1,
      right: 0,
    });
  if (limits.arrangements.includes("double") && within(width / 2, limits.panelWidth) && width <= widestFor(limits, "double"))
    layouts.push({
      ...base,
      id: "double",
      arrangement: "double",
      description: "Two screens meeting in the middle",
      panelCount: 2,
      groups: [{ count: 2, width: width / 2, role: "panel", wall: 1 }],
      left: 1,
      right: 1,
    });
  return layouts;
}
