import type { SystemLimits } from "~/features/catalogue";
import { type Layout, type PanelGroup, within } from "./layout";

type Straight = { width: number; height: number };

/** Doors with a sidelite each side: leaves as wide as the system allows, leaving each sidelite at least its narrowest. */
function withSidelites(limits: SystemLimits, width: number, leaves: 1 | 2): PanelGroup[] | null {
  const sidelite = limits.sidelite;
  if (!sidelite) return null;
  const leaf = Math.min(limits.panelWidth.max, (width - 2 * sidelite.min) / leaves);
  const side = (width - leaves * leaf) / 2;
  if (!within(leaf, limits.panelWidth) || !within(side, sidelite)) return null;
  return [
    { count: leaves, width: leaf, role: "panel", wall: 1 },
    { count: 2, width: side, role: "sidelite", wall: 1 },
  ];
}

/** A swing system's doors for a straight opening: a single door, a pair (French), either with sidelites. */
export function swingLayouts(limits: SystemLimits, { width, height }: Straight): Layout[] {
  const base = { panelHeight: height, swingDoor: false, tracks: null };
  const layouts: Layout[] = [];
  if (limits.arrangements.includes("single") && within(width, limits.panelWidth))
    layouts.push({
      ...base,
      id: "single",
      arrangement: "single",
      description: "A single door",
      panelCount: 1,
      groups: [{ count: 1, width, role: "panel", wall: 1 }],
      left: 1,
      right: 0,
    });
  if (limits.arrangements.includes("double") && within(width / 2, limits.panelWidth))
    layouts.push({
      ...base,
      id: "double",
      arrangement: "double",
      description: "Double (French) doors",
      panelCount: 2,
      groups: [{ count: 2, width: width / 2, role: "panel", wall: 1 }],
      left: 1,
      right: 1,
    });
  if (limits.arrangements.includes("sidelites")) {
    const single = withSidelites(limits, width, 1);
    if (single)
      layouts.push({
        ...base,
        id: "single-sidelites",
        arrangement: "sidelites",
        description: "A single door with a sidelite each side",
        panelCount: 3,
        groups: single,
        left: 1,
        right: 0,
      });
    const pair = withSidelites(limits, width, 2);
    if (pair)
      layouts.push({
        ...base,
        id: "double-sidelites",
        arrangement: "sidelites",
        description: "Double doors with a sidelite each side",
        panelCount: 4,
        groups: pair,
        left: 1,
        right: 1,
      });
  }
  return layouts;
}
