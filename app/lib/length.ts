// Lengths of openings and panels. They are held in inches, the unit the catalogue's limits are
// written in (SPEC §9), and shown in feet and inches or in millimetres as the visitor chooses.

export const lengthUnits = ["in", "mm"] as const;
export type LengthUnit = (typeof lengthUnits)[number];

export const isLengthUnit = (value: unknown): value is LengthUnit => value === "in" || value === "mm";

export const MM_PER_INCH = 25.4;
export const INCHES_PER_FOOT = 12;

export const inchesToMm = (inches: number): number => inches * MM_PER_INCH;
export const mmToInches = (mm: number): number => mm / MM_PER_INCH;
export const feet = (count: number): number => count * INCHES_PER_FOOT;

/** Shop drawings are read to the eighth of an inch. */
const EIGHTHS = 8;

function fraction(eighths: number): string {
  if (eighths === 0) return "";
  let numerator = eighths;
  let denominator = EIGHTHS;
  while (numerator % 2 === 0) {
    numerator /= 2;
    denominator /= 2;
  }
  return `${numerator}/${denominator}`;
}

/** "16 ft 4 in", "3 ft 6 in", "65 ft", "2 15/16 in": to the nearest eighth of an inch. */
export function formatFeetInches(inches: number): string {
  const eighths = Math.round(inches * EIGHTHS);
  const wholeFeet = Math.floor(eighths / (INCHES_PER_FOOT * EIGHTHS));
  const rest = eighths - wholeFeet * INCHES_PER_FOOT * EIGHTHS;
  const wholeInches = Math.floor(rest / EIGHTHS);
  const inchPart = [wholeInches > 0 ? String(wholeInches) : "", fraction(rest % EIGHTHS)].filter(Boolean).join(" ");
  const parts = [wholeFeet > 0 ? `${wholeFeet} ft` : "", inchPart ? `${inchPart} in` : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "0 in";
}

/** A length in the visitor's unit: feet and inches, or whole millimetres. */
export function formatLength(inches: number, unit: LengthUnit): string {
  return unit === "mm" ? `${Math.round(inchesToMm(inches)).toLocaleString("en-US")} mm` : formatFeetInches(inches);
}

/** A length as a shareable address writes it: a plain number of the unit (`196`, `196.5`, `4980`). */
export function lengthInUnit(inches: number, unit: LengthUnit): string {
  return unit === "mm" ? String(Math.round(inchesToMm(inches))) : String(Math.round(inches * EIGHTHS) / EIGHTHS);
}
