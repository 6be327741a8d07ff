import { EIGHTHS, INCHES_PER_FOOT, type LengthUnit, inchesToMm } from "~/lib/length";
import type { LocaleInfo } from "../locale";
import { translator } from "../messages";
import { unitsMessages } from "./messages";

// Figures as each locale writes them (issue 40): lengths and distances through the
// locale's Intl formats, so that the server and the browser, given the page's locale, write the same.

/** What formatting needs of a page's locale: `useLocale()` in a component, the router context's on the server. */
export type FormatLocale = Pick<LocaleInfo, "tag" | "units"> & { messages: Readonly<Record<string, string>> };

export type DistanceUnit = "mi" | "km";

/** The locale the code's own strings are written in: the catalogue's data, the records staff read. */
export const SOURCE_FORMAT: FormatLocale = { tag: "en-US", units: "imperial", messages: {} };

/** The unit a reader of the locale measures an opening in: millimetres where the locale is metric. */
export const lengthUnitOf = (locale: Pick<LocaleInfo, "units">): LengthUnit => (locale.units === "metric" ? "mm" : "in");

const formats = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const millimetres = (tag: string) =>
  cached(`mm|${tag}`, () => new Intl.NumberFormat(tag, { style: "unit", unit: "millimeter", maximumFractionDigits: 0 }));

/** "4,978 mm" in en-US and en-CA, "4 978 mm" in fr-CA: whole millimetres, grouped as the locale groups. */
export const formatMillimetres = (mm: number, tag: string): string => millimetres(tag).format(mm);

function fraction(parts: number, perInch: number): string {
  if (parts === 0) return "";
  let numerator = parts;
  let denominator = perInch;
  while (numerator % 2 === 0) {
    numerator /= 2;
    denominator /= 2;
  }
  return `${numerator}/${denominator}`;
}

/**
 * "16 ft 4 in", "3 ft 6 in", "65 ft", "2 7/8 in" (fr-CA: "16 pi 4 po"): to the nearest eighth of an
 * inch, as shop drawings are read, or to the `perInch` part given (16: a profile's "2 15/16 in").
 */
export function formatFeetInches(inches: number, locale: FormatLocale, perInch = EIGHTHS): string {
  const t = translator(unitsMessages, locale.messages);
  const fractions = Math.round(inches * perInch);
  const wholeFeet = Math.floor(fractions / (INCHES_PER_FOOT * perInch));
  const rest = fractions - wholeFeet * INCHES_PER_FOOT * perInch;
  const wholeInches = Math.floor(rest / perInch);
  const inchPart = [wholeInches > 0 ? String(wholeInches) : "", fraction(rest % perInch, perInch)].filter(Boolean).join(" ");
  const parts = [wholeFeet > 0 ? t("feet", { count: wholeFeet }) : "", inchPart ? t("inches", { count: inchPart }) : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : t("inches", { count: 0 });
}

/** A length in one unit, the one the visitor reads in: feet and inches, or whole millimetres. */
export function formatLength(inches: number, unit: LengthUnit, locale: FormatLocale): string {
  return unit === "mm" ? formatMillimetres(inchesToMm(inches), locale.tag) : formatFeetInches(inches, locale);
}

/**
 * A figure of the catalogue in the locale's units: feet and inches where the locale is imperial
 * (en-US, as the site has always written it), millimetres first with feet and inches in brackets
 * where it is metric ("4 978 mm (16 pi 4 po)"): Canadian buyers order in millimetres, but the
 * systems were drawn in inches.
 */
export function formatSize(inches: number, locale: FormatLocale, perInch = EIGHTHS): string {
  if (locale.units === "imperial") return formatFeetInches(inches, locale, perInch);
  const t = translator(unitsMessages, locale.messages);
  return t("bothUnits", { first: formatMillimetres(inchesToMm(inches), locale.tag), second: formatFeetInches(inches, locale, perInch) });
}

/** The unit a locale measures distances in when nothing else decides: kilometres in a metric locale. */
export const distanceUnitOf = (locale: Pick<LocaleInfo, "units">): DistanceUnit => (locale.units === "metric" ? "km" : "mi");

// Distances keep a four-digit figure ungrouped ("1234.5 mi"), as the site always wrote them; so does French typography.
const distances = (unit: DistanceUnit, tag: string) =>
  cached(
    `${unit}|${tag}`,
    () =>
      new Intl.NumberFormat(tag, {
        style: "unit",
        unit: unit === "km" ? "kilometer" : "mile",
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        useGrouping: "min2",
      }),
  );

/** "12.4 mi", "19.9 km", "19,9 km" in fr-CA: a distance already in `unit`, to the tenth. */
export const formatDistance = (distance: number, unit: DistanceUnit, tag: string): string => distances(unit, tag).format(distance);
