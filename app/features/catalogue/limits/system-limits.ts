import { feet } from "~/lib/length";
import type { SystemLimits } from "./limit-types";

// Every product system's numeric limits, in inches: the one table the product pages' sizing tables
// and the opening helper read (docs/decisions/0049-size-your-opening.md). The maxima of SPEC §9 are
// quoted in `source`; minima, sidelites, the window and servery figures are ours, plausible for the
// systems and written down here so that a dealer can correct them in one place. The rows are built
// by pure calls, marked so, so that a page which imports the catalogue's door but not the table does
// not carry it.

const foldingSills = ["flush", "raised", "saddle"] as const;
const slidingSills = ["flush", "raised", "pocket"] as const;
const swingSills = ["ada", "raised"] as const;

const folding = (source: string, overrides: Partial<SystemLimits> = {}): SystemLimits => ({
  kind: "folding",
  panelWidth: { min: feet(2), max: feet(3.5) },
  panelHeight: { min: feet(5), max: feet(10) },
  maxPanels: 20,
  maxPanelsPerSide: 10,
  maxWidth: feet(65),
  arrangements: ["stack-left", "stack-right", "split", "swing-panel", "corner"],
  sills: foldingSills,
  source,
  ...overrides,
});

const FOLDING_SPEC =
  "SPEC §9: up to 20 panels (10 in each direction), configurations up to 65 ft wide, single lites up to 10 ft tall; panel width up to 3 ft 6 in from the product page; minima ours (2 ft panel, 5 ft tall).";

const sliding = (source: string): SystemLimits => ({
  kind: "sliding",
  panelWidth: { min: feet(2), max: feet(6) },
  panelHeight: { min: feet(6), max: feet(12) },
  maxPanels: 12,
  maxPanelsPerSide: 6,
  maxWidth: feet(65),
  arrangements: ["stack-left", "stack-right", "split", "pocket", "corner"],
  tracks: { min: 1, max: 6 },
  sills: slidingSills,
  source,
});

const SLIDING_SPEC =
  "SPEC §9: single lites up to 12 ft tall; product page: 1 to 6 tracks, up to 65 ft wide, panels up to 6 ft wide; ours: 6 panels stack at one jamb (one a track), so 12 meet in the middle; minima 2 ft wide, 6 ft tall.";

const swing = (source: string, tallest = feet(10)): SystemLimits => ({
  kind: "swing",
  panelWidth: { min: feet(2), max: feet(4) },
  panelHeight: { min: 80, max: tallest },
  maxPanels: 4,
  maxPanelsPerSide: 2,
  maxWidth: feet(14),
  arrangements: ["single", "double", "sidelites"],
  sidelite: { min: 12, max: feet(3) },
  sills: swingSills,
  source,
});

const SWING_SPEC =
  "Product page: single, double (French), with sidelites; leaves up to 4 ft wide and 10 ft tall (aluminum wood stiles up to 10 ft: SPEC §9); ours: 6 ft 8 in shortest, sidelites 1 to 3 ft, so at most 14 ft across.";

// Systems with the same limits share one row, so the helper fits each row once.
const FOLDING = /* @__PURE__ */ folding(FOLDING_SPEC);
const SLIDING = /* @__PURE__ */ sliding(SLIDING_SPEC);
const SWING = /* @__PURE__ */ swing(SWING_SPEC);

export const systemLimits = {
  "folding-doors/v2": FOLDING,
  "folding-doors/aluminum": FOLDING,
  "folding-doors/aluminum-thermally-controlled": FOLDING,
  "folding-doors/aluminum-wood": FOLDING,
  "folding-doors/contemporary-clad": FOLDING,
  "folding-doors/wood": FOLDING,
  "folding-doors/vinyl": /* @__PURE__ */ folding(
    "SPEC §9: vinyl folding up to 6 panels; product page: 3 folding to each side, up to 20 ft wide, single lites up to 10 ft; no corner unit is offered in vinyl.",
    { maxPanels: 6, maxPanelsPerSide: 3, maxWidth: feet(20), arrangements: ["stack-left", "stack-right", "split", "swing-panel"] },
  ),
  "sliding-doors/aluminum": SLIDING,
  "sliding-doors/aluminum-thermally-controlled": SLIDING,
  "sliding-doors/aluminum-wood": SLIDING,
  "sliding-doors/contemporary-clad": SLIDING,
  "swing-doors/v2": /* @__PURE__ */ swing(`${SWING_SPEC} V2 leaves up to 9 ft tall (product page).`, feet(9)),
  "swing-doors/aluminum": SWING,
  "swing-doors/aluminum-thermally-controlled": SWING,
  "swing-doors/aluminum-wood": SWING,
  "swing-doors/contemporary-clad": SWING,
  "swing-doors/wood": /* @__PURE__ */ swing(`${SWING_SPEC} Wood leaves up to 9 ft tall (product page).`, feet(9)),
  "screens/pleated": {
    kind: "screen",
    panelWidth: { min: feet(2), max: feet(16) },
    panelHeight: { min: feet(5), max: feet(10.5) },
    maxPanels: 2,
    maxPanelsPerSide: 1,
    maxWidth: feet(32),
    maxWidthBy: { single: feet(14.5) },
    arrangements: ["single", "double"],
    sills: [],
    source:
      "SPEC §9: openings up to 32 ft wide by 10 ft 6 in high (a double, each screen up to 16 ft); a single (French door) screen up to 14 ft 6 in wide; minima ours.",
  },
  "screens/non-pleated": {
    kind: "screen",
    panelWidth: { min: feet(2), max: feet(12) },
    panelHeight: { min: feet(5), max: feet(10) },
    maxPanels: 2,
    maxPanelsPerSide: 1,
    maxWidth: feet(24),
    arrangements: ["single", "double"],
    sills: [],
    source: "SPEC §9: single up to 12 ft wide, double up to 24 ft wide, 10 ft high; minima ours.",
  },
  "windows/v2-direct-set": {
    kind: "window",
    panelWidth: { min: 12, max: feet(8) },
    panelHeight: { min: 12, max: feet(10) },
    maxPanels: 6,
    maxPanelsPerSide: 6,
    maxWidth: feet(48),
    arrangements: ["fixed"],
    sills: [],
    source:
      "Product page: each unit up to 8 ft wide and 10 ft high, larger walls mulled from several; ours: up to 6 units side by side (48 ft), 1 ft smallest.",
  },
  "windows/servery-window": {
    kind: "window",
    panelWidth: { min: 18, max: feet(3.5) },
    panelHeight: { min: feet(2), max: feet(6) },
    maxPanels: 10,
    maxPanelsPerSide: 10,
    maxWidth: feet(30),
    arrangements: ["stack-left", "stack-right", "split"],
    sills: ["counter", "flush"],
    source:
      "Product page: up to 10 panels, 30 ft wide, panels up to 6 ft tall; ours: the folding doors' panel widths (18 in to 3 ft 6 in), 2 ft shortest.",
  },
} as const satisfies Record<string, SystemLimits>;

export type LimitedKey = keyof typeof systemLimits;

export function limitsOf(key: string): SystemLimits | undefined {
  return (systemLimits as Record<string, SystemLimits>)[key];
}
