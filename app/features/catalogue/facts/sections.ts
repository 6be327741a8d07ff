import { href } from "react-router";
import { docFiltersFor } from "../product-lines";
import type { ContentBlock, Section, Slide, TableCell } from "../types";
import {
  blindColors,
  hardwareFinishes,
  inStockMetalColors,
  inStockWoods,
  optionalMetalColors,
  optionalWoods,
  swatch,
  type Finish,
} from "./finishes";

// Builders for the sections many entries share. Each entry passes what is its own (copy,
// sizes, ratings); the facts of SPEC §9 live here once.

const list = (items: string[], label?: string): ContentBlock => ({ type: "flex_list", items, ...(label ? { label } : {}) });
const single = (items: string[], label?: string): ContentBlock => ({ type: "single_list", items, ...(label ? { label } : {}) });

export const KYNAR =
  "Every painted finish is a 2-coat, 70% fluoropolymer (Kynar) paint: the architectural coating specified for curtain walls, chosen because it holds its color and gloss for decades of sun and salt air.";

export function featuresSection(subtitle: string, intro: string[], items: string[], slides?: Slide[]): Section {
  return {
    stepKey: "Features",
    label: "Features",
    subtitle,
    content: [{ type: "copy", paragraphs: intro }, list(items), ...(slides ? [{ type: "slides", slides } as const] : [])],
  };
}

export function optionsSection(columns: { label: string; items: string[] }[]): Section {
  return {
    stepKey: "Additional Options",
    label: "Additional Options",
    subtitle: "Tailor the system to the opening, the climate and the way you live.",
    content: [{ type: "flex_columns", columns: columns.map((column) => ({ label: column.label, content: [single(column.items)] })) }],
  };
}

/** The metal colors: five in stock, about 26 more made to order, all in Kynar paint or anodizing. */
export function metalColorsSection(subtitle = "Five in-stock colors ship fastest; 26 more are painted to order."): Section {
  return {
    stepKey: "Colors",
    label: "Colors",
    subtitle,
    content: [
      {
        type: "swatches",
        key: "in-stock-colors",
        label: "In-Stock Colors",
        description: "Anodized and painted finishes held in stock for the shortest lead times.",
        swatches: inStockMetalColors.map((finish) => swatch(finish)),
      },
      {
        type: "swatches",
        key: "optional-colors",
        label: "Optional Colors",
        description: KYNAR,
        footnote_label: "Color accuracy",
        footnote: "Screens show colors only approximately. Ask your dealer for a finish sample before you order.",
        swatches: optionalMetalColors.map((finish) => swatch(finish)),
      },
    ],
  };
}

/** Woods: two in stock, four to order. `interiorNote` explains where the wood sits. */
export function woodSection(subtitle: string, interiorNote: string): Section {
  return {
    stepKey: "Wood",
    label: "Wood",
    subtitle,
    content: [
      {
        type: "swatches",
        key: "in-stock-colors-wood",
        label: "In-Stock Woods",
        description: interiorNote,
        swatches: inStockWoods.map((finish) => swatch(finish, "wood")),
      },
      {
        type: "swatches",
        key: "optional-colors",
        label: "Optional Woods",
        description: "Selected by hand for straight grain and even color, and made to order.",
        footnote_label: "Natural material",
        footnote: "Wood varies in grain and tone from board to board; samples show its character, not an exact match.",
        swatches: optionalWoods.map((finish) => swatch(finish, "wood")),
      },
    ],
  };
}

export function hardwareSection(subtitle: string, items: string[]): Section {
  return {
    stepKey: "Hardware",
    label: "Hardware",
    subtitle,
    content: [
      {
        type: "swatches_single",
        key: "hardware-color-options",
        label: "Hardware Finishes",
        description: "Handles, hinges and exposed hardware in three finishes that pair with any frame color.",
        swatches: hardwareFinishes.map((finish) => swatch(finish, "hardware finish")),
      },
      single(items),
    ],
  };
}

export function glassSection(extra: string[] = []): Section {
  return {
    stepKey: "Glass",
    label: "Glass",
    subtitle: "Dual-glazed, tempered safety glass as standard, tuned to the climate of the project.",
    content: [
      {
        type: "flex_columns",
        columns: [
          {
            label: "Standard",
            content: [
              single([
                "Dual-glazed insulating units of tempered safety glass",
                "Warm-edge spacers reduce condensation at the glass edge",
                "Argon fill for lower heat loss",
              ]),
            ],
          },
          {
            label: "Energy",
            content: [
              single([
                "Low-E coatings matched to heating- or cooling-dominated climates",
                "Triple-silver low-E for high light and low solar gain",
                "Options to meet Title 24 and ENERGY STAR targets",
              ]),
            ],
          },
          {
            label: "Security and Sound",
            content: [
              single([
                "Laminated glass with an interlayer that holds the glass together if it breaks",
                "Laminated units reduce outside noise and block nearly all UV",
                ...extra,
              ]),
            ],
          },
        ],
      },
    ],
  };
}

export function sizingSection(subtitle: string, rows: TableCell[][], notes: string[]): Section {
  return {
    stepKey: "Sizing",
    label: "Sizing",
    subtitle,
    content: [
      { type: "table", label: "Size limits", rows: [["", "Maximum"], ...rows] },
      { type: "copy", paragraphs: notes },
    ],
  };
}

/** Technical data and the link to this product's drawings, specifications and instructions. */
export function technicalSection(key: string, productName: string, rows: TableCell[][]): Section {
  return {
    stepKey: "Technical",
    label: "Technical",
    subtitle: "Profiles, construction and the documents architects and installers ask for.",
    content: [
      { type: "table", label: "Construction", rows: [["", "Specification"], ...rows] },
      {
        type: "link",
        label: "Technical Documents",
        description: `CAD details, BIM families, guide specifications and installation instructions for the ${productName}.`,
        links: [
          {
            link_type: "doc-search",
            page_link: `${productName} documents`,
            link_url: href("/support/technical-documents"),
            filters: docFiltersFor(key),
          },
          { link_type: "page", page_link: "Installation support", link_url: "/support/installation" },
          { link_type: "page", page_link: "Warranty", link_url: "/support/warranty" },
        ],
      },
    ],
  };
}

export function performanceSection(rows: string[][], note: string): Section {
  return {
    stepKey: "Performance",
    label: "Performance",
    subtitle: "Independently tested for water, air, structure and energy.",
    content: [
      { type: "table", label: "Tested performance", rows: [["Rating", "Result", "Standard"], ...rows] },
      { type: "copy", paragraphs: [note] },
    ],
  };
}

/** Frame colors of a screen, and for the non-pleated screen its blind colors. */
export function screenColorSection(withBlinds: boolean): Section {
  const frames = {
    type: "swatches",
    key: "in-stock-colors",
    label: "Frame Colors",
    description: "Screen housings and tracks come in the in-stock door colors so they disappear into the frame.",
    swatches: inStockMetalColors.map((finish) => swatch(finish)),
  } as const;
  const blinds = {
    type: "swatches",
    key: "optional-colors",
    label: "Blind Colors",
    description: "The retractable blind is woven in five colors, from near-black Coal to White.",
    swatches: blindColors.map((finish: Finish) => swatch(finish, "blind")),
  } as const;
  return {
    stepKey: "Color Options",
    label: "Color Options",
    subtitle: withBlinds ? "Frame and blind colors chosen together." : "Frames finished to match the door they serve.",
    content: withBlinds ? [frames, blinds] : [frames],
  };
}
