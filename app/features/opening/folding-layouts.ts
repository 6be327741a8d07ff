import type { SystemLimits } from "~/features/catalogue";
import { type Layout, panelCounts, plural } from "./layout";

type Straight = { width: number; height: number };

const panels = (count: number, width: number): Layout["groups"] => [{ count, width, role: "panel", wall: 1 }];

/**
 * Every way a folding system (or the servery window) fills a straight opening: for each panel count
 * of two or more that gives panels it makes, the panels stack left, stack right, split between both jambs (the
 * larger half left), or fold to the left and end in a swing door at the right jamb.
 */
export function foldingLayouts(limits: SystemLimits, { width, height }: Straight): Layout[] {
  const allows = (arrangement: Layout["arrangement"]) => limits.arrangements.includes(arrangement);
  const perSide = limits.maxPanelsPerSide;
  const base = { panelHeight: height, swingDoor: false, tracks: null };
  // One panel alone is a door, not a folding wall.
  return panelCounts(limits, width, limits.maxPanels, 2).flatMap((count) => {
    const groups = panels(count, width / count);
    const left = Math.ceil(count / 2);
    const right = count - left;
    const layouts: Layout[] = [];
    if (allows("stack-left") && count <= perSide)
      layouts.push({
        ...base,
        id: `${count}-left`,
        arrangement: "stack-left",
        description: `${plural(count, "panel")}, all stacking left`,
        panelCount: count,
        groups,
        left: count,
        right: 0,
      });
    if (allows("stack-right") && count <= perSide)
      layouts.push({
        ...base,
        id: `${count}-right`,
        arrangement: "stack-right",
        description: `${plural(count, "panel")}, all stacking right`,
        panelCount: count,
        groups,
        left: 0,
        right: count,
      });
    if (allows("split") && left <= perSide)
      layouts.push({
        ...base,
        id: `${count}-split-${left}-${right}`,
        arrangement: "split",
        description: `${count} panels, ${left} left + ${right} right`,
        panelCount: count,
        groups,
        left,
        right,
      });
    if (allows("swing-panel") && count - 1 <= perSide)
      layouts.push({
        ...base,
        id: `${count}-swing`,
        arrangement: "swing-panel",
        description: `${count} panels with a swing door: ${count - 1} stacking left, the door at the right`,
        panelCount: count,
        groups,
        left: count - 1,
        right: 1,
        swingDoor: true,
      });
    return layouts;
  });
}
