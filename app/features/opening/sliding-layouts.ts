import type { SystemLimits } from "~/features/catalogue";
import { type Layout, panelCounts, plural } from "./layout";

type Straight = { width: number; height: number; pocket: boolean };

/**
 * Every way a sliding system fills a straight opening: each panel on its own track, stacking at
 * one jamb, or half the panels at each jamb meeting in the middle; with `pocket`, the same
 * panels sliding into the wall instead (a single panel may pocket on one track).
 */
export function slidingLayouts(limits: SystemLimits, { width, height, pocket }: Straight): Layout[] {
  const allows = (arrangement: Layout["arrangement"]) => limits.arrangements.includes(arrangement);
  const tracks = Math.min(limits.tracks?.max ?? 1, limits.maxPanelsPerSide);
  const moves = pocket ? "pocketing" : "stacking";
  const toLeft = pocket ? allows("pocket") : allows("stack-left");
  const toRight = pocket ? allows("pocket") : allows("stack-right");
  const split = pocket ? allows("pocket") : allows("split");
  return panelCounts(limits, width).flatMap((count) => {
    const groups: Layout["groups"] = [{ count, width: width / count, role: "panel", wall: 1 }];
    const base = { panelCount: count, panelHeight: height, swingDoor: false, groups };
    const layouts: Layout[] = [];
    const oneSide = count <= tracks && (pocket || count >= 2);
    const onTracks = `on ${plural(count, "track")}`;
    if (oneSide && toLeft)
      layouts.push({
        ...base,
        id: `${count}-${moves}-left`,
        arrangement: pocket ? "pocket" : "stack-left",
        description: `${plural(count, "panel")} ${onTracks}, all ${moves} left`,
        left: count,
        right: 0,
        tracks: count,
      });
    if (oneSide && toRight)
      layouts.push({
        ...base,
        id: `${count}-${moves}-right`,
        arrangement: pocket ? "pocket" : "stack-right",
        description: `${plural(count, "panel")} ${onTracks}, all ${moves} right`,
        left: 0,
        right: count,
        tracks: count,
      });
    const half = count / 2;
    if (split && count % 2 === 0 && half <= tracks)
      layouts.push({
        ...base,
        id: `${count}-${moves}-split`,
        arrangement: pocket ? "pocket" : "split",
        description: `${count} panels, ${half} left + ${half} right on ${plural(half, "track")}, ${pocket ? "pocketing into both walls" : "meeting in the middle"}`,
        left: half,
        right: half,
        tracks: half,
      });
    return layouts;
  });
}
