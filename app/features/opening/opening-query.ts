import { href } from "react-router";
import { limitsOf } from "~/features/catalogue";
import { type LengthUnit, isLengthUnit } from "~/lib/length";
import {
  type KindChoice,
  type MaterialChoice,
  type Opening,
  type OpeningOption,
  kindChoices,
  materialChoices,
  openingOptions,
} from "./opening";
import type { FormatLocale } from "~/i18n/units/units";
import { MAX_SIZE_TEXT, type SizeField, parseSize } from "./parse-size";
import { materialOf } from "./system-material";

/** The helper's form as its address holds it: sizes as typed, choices checked against their lists. */
export type OpeningQuery = {
  width: string;
  height: string;
  /** The second wall of a corner opening. */
  width2: string;
  unit: LengthUnit;
  kind: KindChoice;
  material: MaterialChoice | "";
  option: OpeningOption;
};

export type SizeErrors = Partial<Record<SizeField, string>>;

export const emptyOpeningQuery: OpeningQuery = { width: "", height: "", width2: "", unit: "in", kind: "any", material: "", option: "none" };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;

// A size longer than any size is kept just too long, so the field says so without holding it all.
const sizeText = (value: string | null) => (value ?? "").slice(0, MAX_SIZE_TEXT + 1);

/**
 * The form's values from an address; an unknown unit, kind, material or option is the default (the
 * unit: the page's locale's, `defaultUnit`). A product page asks with `product={key}`: its kind and
 * material, unless the address names others.
 */
export function readOpeningQuery(params: URLSearchParams, defaultUnit: LengthUnit): OpeningQuery {
  const unit = params.get("unit");
  const product = params.get("product") ?? "";
  const limits = limitsOf(product);
  return {
    width: sizeText(params.get("width")),
    height: sizeText(params.get("height")),
    width2: sizeText(params.get("width2")),
    unit: isLengthUnit(unit) ? unit : defaultUnit,
    kind: oneOf(kindChoices, params.get("kind"), limits?.kind ?? "any"),
    material: oneOf<MaterialChoice | "">(materialChoices, params.get("material"), (limits && materialOf(product)) ?? ""),
    option: oneOf(openingOptions, params.get("option"), "none"),
  };
}

/** The address of the form's state, defaults left out: `width=196&height=96&unit=in`. */
export function openingSearch(query: OpeningQuery, defaultUnit: LengthUnit): string {
  const params = new URLSearchParams();
  if (query.width) params.set("width", query.width);
  if (query.height) params.set("height", query.height);
  if (query.option === "corner" && query.width2) params.set("width2", query.width2);
  if (query.width || query.height || query.unit !== defaultUnit) params.set("unit", query.unit);
  if (query.kind !== "any") params.set("kind", query.kind);
  if (query.material) params.set("material", query.material);
  if (query.option !== "none") params.set("option", query.option);
  return params.toString();
}

export const openingPath = (query: OpeningQuery, defaultUnit: LengthUnit): string => {
  const search = openingSearch(query, defaultUnit);
  return `${href("/size-your-opening")}${search ? `?${search}` : ""}`;
};

/**
 * The opening a query asks about, or the messages for its fields (in `locale`, the code's en-US
 * without one). A form with neither size asks nothing yet: no opening and no message.
 */
export function readOpening(query: OpeningQuery, locale?: FormatLocale): { opening: Opening | null; errors: SizeErrors } {
  if (query.width.trim() === "" && query.height.trim() === "") return { opening: null, errors: {} };
  const width = parseSize(query.width, query.unit, "width", locale);
  const height = parseSize(query.height, query.unit, "height", locale);
  const corner = query.option === "corner";
  const width2 = corner ? parseSize(query.width2, query.unit, "width2", locale) : null;
  const errors: SizeErrors = {
    ...(width.ok ? {} : { width: width.message }),
    ...(height.ok ? {} : { height: height.message }),
    ...(width2 && !width2.ok ? { width2: width2.message } : {}),
  };
  if (!width.ok || !height.ok || (width2 && !width2.ok)) return { opening: null, errors };
  return {
    opening: {
      width: width.inches,
      height: height.inches,
      secondWidth: width2?.ok ? width2.inches : null,
      unit: query.unit,
      kind: query.kind,
      material: query.material || null,
      option: query.option,
    },
    errors,
  };
}
