import type { SystemLimits } from "~/features/catalogue";
import { type Layout, panelCounts, plural } from "./layout";

type Corner = { width: number; secondWidth: number; height: number };

/**
 * A 90° corner with no post: each wall's panels open from the corner and stack at its far jamb.
 * For each count on the first wall, the second wall takes the count whose panels come closest to
 * the same width, so the two walls read as one run of glass.
 */
export function cornerLayouts(limits: SystemLimits, { width, secondWidth, height }: Corner): Layout[] {
  if (!limits.arrangements.includes("corner") || width + secondWidth > limits.maxWidth) return [];
  const sliding = limits.kind === "sliding";
  const perWall = sliding ? Math.min(limits.maxPanelsPerSide, limits.tracks?.max ?? 1) : limits.maxPanelsPerSide;
  const seconds = panelCounts(limits, secondWidth, perWall);
  return panelCounts(limits, width, perWall).flatMap((first): Layout[] => {
    const panelWidth = width / first;
    const second = seconds.reduce<number | null>(
      (best, count) =>
        best === null || Math.abs(secondWidth / count - panelWidth) < Math.abs(secondWidth / best - panelWidth) ? count : best,
      null,
    );
    if (second === null || first + second > limits.maxPanels) return [];
    return [
      {
        id: `corner-${first}-${second}`,
        arrangement: "corner",
        description: `${plural(first, "panel")} on the first wall + ${second} on the second, opening from a 90° corner with no post`,
        panelCount: first + second,
        panelHeight: height,
        groups: [
          { count: first, width: panelWidth, role: "panel", wall: 1 },
          { count: second, width: secondWidth / second, role: "panel", wall: 2 },
        ],
        left: first,
        right: second,
        swingDoor: false,
        tracks: sliding ? Math.max(first, second) : null,
      },
    ];
  });
}
