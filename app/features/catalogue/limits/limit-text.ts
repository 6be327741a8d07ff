import { translator } from "~/i18n/messages";
import { type FormatLocale, SOURCE_FORMAT, formatSize } from "~/i18n/units/units";
import { catalogueMessages } from "../messages";
import type { LengthCell, TableCell } from "../types";

// Profiles are drawn to the sixteenth of an inch ("2 15/16 in").
const SIXTEENTHS = 16;

/** A table cell in a locale: its words, or its length in the locale's units ("Up to 65 ft", "Jusqu'à 19 812 mm (65 pi)"). */
export function cellText(cell: TableCell, locale: FormatLocale): string {
  if (typeof cell === "string") return cell;
  const size = formatSize(cell.inches, locale, SIXTEENTHS);
  return cell.upTo ? translator(catalogueMessages, locale.messages)("upTo", { length: size }) : size;
}

const lengthCell = (cell: Omit<LengthCell, "text">): LengthCell => ({ ...cell, text: cellText({ ...cell, text: "" }, SOURCE_FORMAT) });

/** A maximum as the product pages' sizing tables write it: "Up to 65 ft", "Up to 3 ft 6 in". */
export const upTo = (inches: number): LengthCell => lengthCell({ inches, upTo: true });

/** A length of a table: "2 15/16 in". */
export const lengthOf = (inches: number): LengthCell => lengthCell({ inches });
