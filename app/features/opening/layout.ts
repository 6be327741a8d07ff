import type { Arrangement, Span, SystemLimits } from "~/features/catalogue";

/** Panels of one width: the moving panels (leaves, screens, lites) or a swing door's sidelites, on the first or second wall. */
export type PanelGroup = { count: number; width: number; role: "panel" | "sidelite"; wall: 1 | 2 };

/**
 * One way a system fills an opening. Plain data, the same in the browser and on the server, and
 * stable: `id` is made of the counts alone, so a chosen layout can be carried in an address.
 */
export type Layout = {
  id: string;
  arrangement: Arrangement;
  /** "4 panels, all stacking left", "3 left + 2 right", "6 panels with a swing door". */
  description: string;
  /** Everything in the frame, sidelites included. */
  panelCount: number;
  panelHeight: number;
  groups: PanelGroup[];
  /** Panels that move to the left jamb (a corner: the first wall) and to the right (the second wall). */
  left: number;
  right: number;
  /** A folding wall that ends in a hinged door. */
  swingDoor: boolean;
  /** Sliding systems: tracks in the frame. */
  tracks: number | null;
};

// Widths are divided in floating point: 84 in split in two is 42 in, not 42.000000001.
const SLACK = 1e-9;

export const within = (value: number, span: Span): boolean => value >= span.min - SLACK && value <= span.max + SLACK;

/** The panel counts, fewest first, from `least` to `most`, that divide `width` into panels the system makes. */
export function panelCounts(limits: SystemLimits, width: number, most = limits.maxPanels, least = 1): number[] {
  const fewest = Math.max(least, Math.ceil(width / limits.panelWidth.max - SLACK));
  const largest = Math.min(most, Math.floor(width / limits.panelWidth.min + SLACK));
  const counts: number[] = [];
  for (let count = fewest; count <= largest; count += 1) counts.push(count);
  return counts;
}

export const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** The widest configuration of an arrangement: the system's, or the arrangement's own narrower cap. */
export const widestFor = (limits: SystemLimits, arrangement: Arrangement): number =>
  Math.min(limits.maxWidth, limits.maxWidthBy?.[arrangement] ?? Number.POSITIVE_INFINITY);
