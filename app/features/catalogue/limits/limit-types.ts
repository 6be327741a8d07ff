/** What a product system is, for sizing: the kinds the opening helper groups its answer by. */
export const systemKinds = ["folding", "sliding", "swing", "window", "screen"] as const;
export type SystemKind = (typeof systemKinds)[number];

/**
 * How a system's panels may be arranged in an opening: stacking at the left or right jamb, split
 * between both, a folding wall ending in a swing panel, a 90° corner with no post, pocketing into
 * the wall, a single or double swing door (or screen), doors with sidelites, fixed lites side by side.
 */
export const arrangements = [
  "stack-left",
  "stack-right",
  "split",
  "swing-panel",
  "corner",
  "pocket",
  "single",
  "double",
  "sidelites",
  "fixed",
] as const;
export type Arrangement = (typeof arrangements)[number];

export type Sill = "flush" | "raised" | "saddle" | "pocket" | "ada" | "counter";

/** Inclusive bounds, in inches. */
export type Span = { min: number; max: number };

/** One product system's numeric limits. Every length is in inches. */
export type SystemLimits = {
  kind: SystemKind;
  /** Each panel's (leaf's, screen's, lite's) width; sidelites have their own span. */
  panelWidth: Span;
  /** Each panel's height, which is the opening's. */
  panelHeight: Span;
  /** Panels in one configuration, sidelites included. */
  maxPanels: number;
  /** Panels that may stack (or pocket) at one jamb: folding systems' "10 in each direction". */
  maxPanelsPerSide: number;
  /** The widest configuration. */
  maxWidth: number;
  /** A narrower cap for some arrangements (a pleated screen is wider as a double than as a single). */
  maxWidthBy?: Partial<Record<Arrangement, number>>;
  arrangements: readonly Arrangement[];
  /** Sliding systems: the tracks one frame may have. */
  tracks?: Span;
  /** Swing systems: a sidelite's width. */
  sidelite?: Span;
  sills: readonly Sill[];
  /** Where the figures come from: SPEC §9, the product page, or our own plausible figure. */
  source: string;
};
