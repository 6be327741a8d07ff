import { translator } from "~/i18n/messages";
import { type FormatLocale, SOURCE_FORMAT, formatFeetInches } from "~/i18n/units/units";
import { type LengthUnit, feet, mmToInches } from "~/lib/length";

import { openingMessages } from "./messages";

export type ParsedSize = { ok: true; inches: number } | { ok: false; message: string };

/** The helper's sizes: the opening's, and a corner's second wall. */
export type SizeField = "width" | "height" | "width2";

const missing = { width: "missingWidth", height: "missingHeight", width2: "missingWidth2" } as const;
const notPositive = { width: "notPositiveWidth", height: "notPositiveHeight", width2: "notPositiveWidth2" } as const;

/** Longer than any size is written; anything longer is refused before it is read. */
export const MAX_SIZE_TEXT = 40;
/** A wall longer than this is a typing slip, not an opening: the field says so rather than answering. */
export const LARGEST_SIZE = feet(300);

// A number: whole, decimal, a fraction, or whole and fraction ("16", "16.5", "1/2", "4 1/2"),
// with thousands written "4,980" (French groups and decimal commas are made so first: `normalised`).
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s+\d+/\d+)?|\d+/\d+`;
// Quebec writes feet and inches "pi" and "po" (pieds, pouces).
const FEET = String.raw`(?:'|ft\.?|feet|foot|pi\.?|pieds?)`;
const INCHES = String.raw`(?:"|''|in\.?|inch|inches|po\.?|pouces?)`;

const feetAndInches = new RegExp(String.raw`^(${NUMBER})\s*${FEET}\s*(?:(${NUMBER})\s*${INCHES}?)?$`);
const inchesOnly = new RegExp(String.raw`^(${NUMBER})\s*${INCHES}$`);
const metric = new RegExp(String.raw`^(${NUMBER})\s*(mm|cm|m)$`);
const bare = new RegExp(String.raw`^(${NUMBER})$`);

const metricInches: Record<string, (value: number) => number> = {
  mm: (value) => mmToInches(value),
  cm: (value) => mmToInches(value * 10),
  m: (value) => mmToInches(value * 1000),
};

/** The value of one NUMBER, or NaN for a fraction over zero. */
function numberOf(text: string): number {
  return text
    .replaceAll(",", "")
    .split(/\s+/)
    .reduce((sum, part) => {
      const [top = "", bottom] = part.split("/");
      return sum + (bottom === undefined ? Number(top) : Number(bottom) === 0 ? Number.NaN : Number(top) / Number(bottom));
    }, 0);
}

/**
 * Curly quotes and primes as typed on phones, case and spacing made plain; numbers as French
 * writes them made English: "2 438" (grouped with a space, as fr-CA pages write millimetres) is
 * 2438 and "2,5" is 2.5, while "4,980" stays four thousand and some.
 */
function normalised(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019\u2032]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/\s+/g, " ")
    .replace(/(\d) (?=\d{3}(?![\d/]))/g, "$1")
    .replace(/(\d),(?!\d{3}(?!\d))(?=\d)/g, "$1.");
}

function inchesOf(text: string, unit: LengthUnit): number | null {
  const inFeet = feetAndInches.exec(text);
  if (inFeet) return feet(numberOf(inFeet[1]!)) + (inFeet[2] ? numberOf(inFeet[2]) : 0);
  const inInches = inchesOnly.exec(text);
  if (inInches) return numberOf(inInches[1]!);
  const inMetric = metric.exec(text);
  if (inMetric) return metricInches[inMetric[2]!]!(numberOf(inMetric[1]!));
  const plain = bare.exec(text);
  if (plain) return unit === "mm" ? mmToInches(numberOf(plain[1]!)) : numberOf(plain[1]!);
  return null;
}

/**
 * A size as a visitor writes it: `16' 4"`, `16 ft 4 in`, `196 in`, `196"`, `4980 mm`, or a bare
 * number in the unit of the switch (inches or millimetres). What is not a size, or no size an
 * opening can have, is a message for the field, in the page's `locale`.
 */
export function parseSize(raw: string, unit: LengthUnit, field: SizeField, locale: FormatLocale = SOURCE_FORMAT): ParsedSize {
  const t = translator(openingMessages, locale.messages);
  const refused = (...messages: string[]): ParsedSize => ({ ok: false, message: messages.join(" ") });
  const text = normalised(raw);
  if (text === "") return refused(t(missing[field]));
  if (raw.length > MAX_SIZE_TEXT) return refused(t("tooLong"), t("howToWrite"));
  if (/^-/.test(text)) return refused(t(notPositive[field]));
  const inches = inchesOf(text, unit);
  if (inches === null || !Number.isFinite(inches)) return refused(t("unreadable"), t("howToWrite"));
  if (inches <= 0) return refused(t(notPositive[field]));
  if (inches > LARGEST_SIZE) {
    const tooLarge = t("tooLarge", { largest: formatFeetInches(LARGEST_SIZE, locale) });
    const asMillimetres = unit === "in" && bare.test(text) && mmToInches(inches) <= LARGEST_SIZE;
    return asMillimetres ? refused(tooLarge, t("meantMillimetres", { size: text })) : refused(tooLarge);
  }
  return { ok: true, inches };
}
