import type { Sill, SystemLimits } from "../limits/limit-types";
import { lengthOf, upTo } from "../limits/limit-text";
import type { Section } from "../types";
import { hardwareSection, optionsSection, sizingSection } from "./sections";

// What every product of a line shares: its sizing table and sills, drawn from the system's limits
// (limits/system-limits.ts), its options and hardware.

export const PANEL_THICKNESS = /* @__PURE__ */ lengthOf(2.25);

/** The sills a system offers, in the words of its line, in the line's order. */
const sillItems = (limits: SystemLimits, words: Partial<Record<Sill, string>>): string[] =>
  Object.entries(words).flatMap(([sill, text]) => (limits.sills.includes(sill as Sill) ? [text] : []));

export const foldingSizing = (limits: SystemLimits): Section =>
  sizingSection(
    "Wide openings in a single run of panels.",
    [
      ["Panels per configuration", `Up to ${limits.maxPanels} (${limits.maxPanelsPerSide} folding to each side)`],
      ["Overall width", upTo(limits.maxWidth)],
      ["Panel height, single lite", upTo(limits.panelHeight.max)],
      ["Panel width", upTo(limits.panelWidth.max)],
    ],
    [
      "Panels fold and stack to one side, to both sides, or split around a centre swing panel used as an everyday door.",
      "Every configuration is built to the exact rough opening: send us the dimensions and we return shop drawings before production.",
    ],
  );

export const foldingOptions = (limits: SystemLimits, impact: boolean): Section =>
  optionsSection([
    {
      label: "Sills",
      items: sillItems(limits, {
        flush: "Flush sill for a level floor from inside to out",
        raised: "Raised weather sill for exposed, wind-driven rain",
        saddle: "Saddle sill that sits on the finished floor in remodels",
      }),
    },
    {
      label: "Configuration",
      items: [
        "Even or odd panel counts, stacking inside or outside",
        ...(limits.arrangements.includes("swing-panel") ? ["A swing panel for daily use without opening the wall"] : []),
        ...(limits.arrangements.includes("corner") ? ["90° corner units with no post when open"] : []),
      ],
    },
    {
      label: "Protection",
      items: [
        "Retractable pleated screen sized to the opening",
        ...(impact ? ["DP 70 impact package for hurricane zones"] : []),
        "Laminated security glass",
      ],
    },
  ]);

export const foldingHardware = hardwareSection("Engineered to carry tall glass panels smoothly for decades.", [
  "Top-hung rolling system on sealed, stainless-steel ball-bearing rollers",
  "Multipoint locking on the lead panel from a single handle",
  "Flush pull handles that let panels stack tightly",
  "Stainless-steel hinges and concealed flush bolts",
]);

export const slidingSizing = (limits: SystemLimits): Section =>
  sizingSection(
    "Tall, wide panels that glide on a bottom track.",
    [
      ["Tracks", limits.tracks ? `${limits.tracks.min} to ${limits.tracks.max}` : "1"],
      ["Overall width", upTo(limits.maxWidth)],
      ["Panel height, single lite", upTo(limits.panelHeight.max)],
      ["Panel width", upTo(limits.panelWidth.max)],
    ],
    [
      "Panels stack behind one another, or pocket fully into the wall to leave the opening clear.",
      "Multi-track layouts open from one side, from both sides or from the centre; 90° corners meet without a post.",
    ],
  );

export const slidingOptions = (limits: SystemLimits, impact: boolean): Section =>
  optionsSection([
    {
      label: "Sills",
      items: sillItems(limits, {
        flush: "Flush sill recessed into the floor",
        raised: "Raised weather sill with integrated drainage",
        pocket: "Pocket sill for panels that disappear into the wall",
      }),
    },
    {
      label: "Configuration",
      items: [
        limits.arrangements.includes("pocket") ? "Stacking or pocketing panels" : "Stacking panels",
        "One-, two- and centre-opening layouts",
        ...(limits.arrangements.includes("corner") ? ["90° corner units with no post"] : []),
      ],
    },
    {
      label: "Protection",
      items: [
        "Non-pleated sliding screen with an optional blind",
        ...(impact ? ["DP 70 impact package for hurricane zones"] : []),
        "Laminated security glass",
      ],
    },
  ]);

export const slidingHardware = hardwareSection("Heavy panels that move with one hand.", [
  "Tandem stainless-steel rollers rated for panels of up to 12 ft",
  "Multipoint locking with a keyed cylinder",
  "Flush pulls on stacking panels, full handles on the lead panel",
  "Soft-close option that slows each panel before it meets the jamb",
]);

export const swingSizing = (limits: SystemLimits): Section =>
  sizingSection(
    "Single and double doors sized like architecture, not like a catalogue.",
    [
      ["Configurations", "Single, double (French), with sidelites and transoms"],
      ["Panel height", upTo(limits.panelHeight.max)],
      ["Panel width", upTo(limits.panelWidth.max)],
      ...(limits.sidelite ? [["Sidelite width", upTo(limits.sidelite.max)]] : []),
      ["Bottom rail", "7 1/2 in or 10 in"],
    ],
    [
      "Choose inswing or outswing; outswing doors seal tighter against wind-driven rain, inswing doors keep the door inside the weather line.",
      "The 10 in bottom rail adds the visual weight of a traditional door and room for a kick plate.",
    ],
  );

export const swingOptions = (limits: SystemLimits, impact: boolean): Section =>
  optionsSection([
    {
      label: "Configuration",
      items: ["Inswing or outswing", "Sidelites and transoms in matching profiles", "7 1/2 in or 10 in bottom rail"],
    },
    {
      label: "Sills",
      items: sillItems(limits, { ada: "Low-profile ADA sill", raised: "Raised weather sill for exposed elevations" }),
    },
    {
      label: "Protection",
      items: [
        "Pleated screen for single and French doors",
        ...(impact ? ["DP 70 impact package for hurricane zones"] : []),
        "Laminated security glass",
      ],
    },
  ]);

export const swingHardware = hardwareSection("Hardware you feel every day, made to last.", [
  "Multipoint locking: three points of engagement from one lever",
  "Lever, pull and keyed entry sets",
  "Ball-bearing butt hinges, or concealed hinges for a clean reveal",
  "Adjustable strikes for a door that keeps closing true",
]);

type Ratings = { designPressure: string; impact: boolean; water: string; uFactor: string; stc: string };

/** Ratings rows in one order for every product, with the standards they were tested to. */
export const ratingRows = (ratings: Ratings): string[][] => [
  ["Design pressure", ratings.designPressure, "AAMA/WDMA/CSA 101/I.S.2/A440"],
  ...(ratings.impact ? [["Impact package", "DP 70, large and small missile", "ASTM E1886 / E1996"]] : []),
  ["Water penetration", ratings.water, "ASTM E547"],
  ["Air infiltration", "Below 0.3 cfm/ft²", "ASTM E283"],
  ["U-factor, low-E glass", ratings.uFactor, "NFRC 100"],
  ["Sound transmission", ratings.stc, "ASTM E90 / E413"],
];

export const RATINGS_NOTE =
  "Results depend on the configuration, the sill and the glass. Your dealer will confirm the ratings of your exact unit, including any local approvals your project needs.";
