// Lengths of openings and panels. They are held in inches, the unit the catalogue's limits are
// written in (SPEC §9), and shown in feet and inches or in millimetres as the visitor chooses
// (app/i18n/units/units.ts writes them in the page's locale).

export const lengthUnits = ["in", "mm"] as const;
export type LengthUnit = (typeof lengthUnits)[number];

export const isLengthUnit = (value: unknown): value is LengthUnit => value === "in" || value === "mm";

export const MM_PER_INCH = 25.4;
export const INCHES_PER_FOOT = 12;

export const inchesToMm = (inches: number): number => inches * MM_PER_INCH;
export const mmToInches = (mm: number): number => mm / MM_PER_INCH;
export const feet = (count: number): number => count * INCHES_PER_FOOT;

/** Shop drawings are read to the eighth of an inch. */
export const EIGHTHS = 8;

/** A length as a shareable address writes it: a plain number of the unit (`196`, `196.5`, `4980`). */
export function lengthInUnit(inches: number, unit: LengthUnit): string {
  return unit === "mm" ? String(Math.round(inchesToMm(inches))) : String(Math.round(inches * EIGHTHS) / EIGHTHS);
}
