import { type SystemKind, catalogueProducts, limitsOf } from "~/features/catalogue";
import { SOURCE_FORMAT, formatLength } from "~/i18n/units/units";
import { type LengthUnit, isLengthUnit } from "~/lib/length";
import { layoutsFor } from "./fit-opening";
import type { Layout } from "./layout";
import { type MaterialChoice, type Opening, type OpeningOption, openingOptions } from "./opening";
import { type SizeField, parseSize } from "./parse-size";
import { materialOf } from "./system-material";

/**
 * What a quote carries from the opening helper (issue 37), as the lead keeps it: the system (its
 * catalogue key names its material), the opening in inches with the unit the visitor reads, and
 * the layout chosen. Each part is there only when the catalogue's limits make it: a size no system
 * has, or a layout the system does not make in that opening, is left out, never an error.
 */
export type QuoteLayout = {
  product: string;
  product_name: string;
  material: MaterialChoice | null;
  opening: { width_in: number; height_in: number; second_width_in: number | null; unit: LengthUnit; option: OpeningOption } | null;
  layout: { id: string; description: string } | null;
  /** "Aluminum Folding Doors: 16 ft 4 in × 8 ft, 5 panels, 3 left + 2 right". */
  summary: string;
};

type CarriedSize = Pick<Opening, "width" | "height" | "secondWidth" | "unit" | "option">;

// Sizes go in inches whatever the unit, so that the quote reads the opening the helper fitted.
function carriedFields(size: CarriedSize | null, layoutId: string | null): [string, string][] {
  const fields: [string, string][] = [];
  if (size) {
    fields.push(["width", String(size.width)], ["height", String(size.height)]);
    if (size.option === "corner" && size.secondWidth !== null) fields.push(["width2", String(size.secondWidth)]);
    fields.push(["unit", size.unit]);
    if (size.option !== "none") fields.push(["option", size.option]);
  }
  if (layoutId) fields.push(["layout", layoutId]);
  return fields;
}

/** The address's fields of a layout offered for an opening, the product aside: the visitor chooses among the systems that make it. */
export const quoteLayoutFields = (opening: Opening, layout: Layout): [string, string][] => carriedFields(opening, layout.id);

const inches = (params: URLSearchParams, name: SizeField): number | null => {
  const size = parseSize(params.get(name) ?? "", "in", name);
  return size.ok ? size.inches : null;
};

/** The opening the address names for a system, or null when a size is missing or no size at all. */
function openingOf(params: URLSearchParams, product: string, kind: SystemKind): Opening | null {
  const option = openingOptions.find((choice) => choice === params.get("option")) ?? "none";
  const unit = params.get("unit");
  const width = inches(params, "width");
  const height = inches(params, "height");
  const secondWidth = option === "corner" ? inches(params, "width2") : null;
  if (width === null || height === null || (option === "corner" && secondWidth === null)) return null;
  return { width, height, secondWidth, unit: isLengthUnit(unit) ? unit : "in", kind, material: materialOf(product), option };
}

// The summary is the lead's record, read by staff in the code's own locale.
function summaryOf(name: string, opening: Opening | null, layout: Layout | null): string {
  if (!opening) return name;
  const length = (value: number) => formatLength(value, opening.unit, SOURCE_FORMAT);
  const walls = opening.secondWidth === null ? length(opening.width) : `${length(opening.width)} + ${length(opening.secondWidth)} corner`;
  const size = `${walls} × ${length(opening.height)}${opening.option === "pocket" ? ", pocketing" : ""}`;
  return `${name}: ${size}${layout ? `, ${layout.description}` : ""}`;
}

/**
 * The quote layout an address carries (`product`, `width`, `height`, `width2`, `unit`, `option`,
 * `layout`), checked against the catalogue's limits: null without a product of the catalogue; the
 * opening left out when a size cannot be read, and the layout when the system does not make it there.
 */
export function readQuoteLayout(params: URLSearchParams): QuoteLayout | null {
  const product = catalogueProducts.find(({ key }) => key === params.get("product"));
  const limits = product && limitsOf(product.key);
  if (!product || !limits) return null;
  const opening = openingOf(params, product.key, limits.kind);
  const layoutId = params.get("layout");
  const layout = (opening && layoutId && layoutsFor(limits, opening).find((candidate) => candidate.id === layoutId)) || null;
  return {
    product: product.key,
    product_name: product.name,
    material: materialOf(product.key),
    opening: opening && {
      width_in: opening.width,
      height_in: opening.height,
      second_width_in: opening.secondWidth,
      unit: opening.unit,
      option: opening.option,
    },
    layout: layout && { id: layout.id, description: layout.description },
    summary: summaryOf(product.name, opening, layout),
  };
}

/** The address that carries a quote layout as it was read: what the quote form posts, and keeps after an error. */
export function quoteLayoutSearch({ product, opening, layout }: QuoteLayout): string {
  const size = opening && {
    width: opening.width_in,
    height: opening.height_in,
    secondWidth: opening.second_width_in,
    unit: opening.unit,
    option: opening.option,
  };
  return new URLSearchParams([["product", product], ...carriedFields(size, layout?.id ?? null)]).toString();
}
