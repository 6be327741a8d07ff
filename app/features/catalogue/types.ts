/** SPEC §3 "Product page entry", "Section" and "Content blocks": the shape of the bundled catalogue. */

export const stepKeys = [
  "Gallery",
  "Features",
  "Additional Options",
  "Colors",
  "Wood",
  "Color Options",
  "Applications",
  "Hardware",
  "Mounting",
  "Glass",
  "Sizing",
  "Technical",
  "Performance",
] as const;
export type StepKey = (typeof stepKeys)[number];

/** An image with its intrinsic size, so the page reserves its space before it loads. */
export type CatalogueImage = { image_url: string; alt_text: string; width: number; height: number };

export type Swatch = { swatch_url: string; alt_text: string; swatch_label: string };

export type SwatchGroupKey = "in-stock-colors" | "in-stock-colors-wood" | "optional-colors" | "hardware-color-options";

export type SwatchesBlock = {
  type: "swatches" | "swatches_single";
  key: SwatchGroupKey;
  label: string;
  description?: string;
  footnote?: string;
  footnote_label?: string;
  /** SPEC §4: a block kept in the data but not shown (e.g. a finish that is not offered yet). */
  hide?: boolean;
  swatches: Swatch[];
};

export type Slide = CatalogueImage & { slide_label: string; slide_desc: string };
export type SlidesBlock = { type: "slides"; subtitle?: string; slides: Slide[] };

/** List items are HTML written by us (the catalogue is bundled, never user input). */
export type ListBlock = { type: "single_list" | "flex_list"; label?: string; items: string[] };
export type CopyBlock = { type: "copy"; paragraphs: string[] };
export type FlexImagesBlock = {
  type: "flex_images";
  label?: string;
  images: (CatalogueImage & { caption?: string })[];
  largeImages?: boolean;
};
export type FlexColumnsBlock = { type: "flex_columns"; columns: { label: string; content: ContentBlock[] }[] };
/**
 * A length in a table, held in inches and written in the page's units ("Up to 65 ft", "Jusqu'à
 * 19 812 mm (65 pi)"); `text` is its en-US words, for readers of the data that know no locale (the
 * search index).
 */
export type LengthCell = { text: string; inches: number; upTo?: true };
export type TableCell = string | LengthCell;
/** The first row is the header row. */
export type TableBlock = { type: "table"; label?: string; rows: TableCell[][] };
/** Deprecated: kept in the data for old entries, renders nothing. */
export type FileBlock = { type: "file"; file_label: string; file_url: string; file_type: "pdf" };

/**
 * A doc-search link's filters (SPEC §2), and a search word for a product the taxonomy has no value
 * of its own for (the servery window): the documents page reads `term` too.
 */
export type DocSearchFilters = { term?: string; Product_Type?: string; Material_Type?: string; Screen_Type?: string };
export type LinkItem =
  | { link_type: "doc-search"; page_link: string; link_url: string; filters: DocSearchFilters }
  | { link_type: "page"; page_link: string; link_url: string };
export type LinkBlock = { type: "link"; label: string; description?: string; links: LinkItem[] };

export type ImageListBlock = { type: "image_list"; items: (CatalogueImage & { label: string; description: string })[] };

export type ContentBlock =
  | SwatchesBlock
  | SlidesBlock
  | ListBlock
  | CopyBlock
  | FlexImagesBlock
  | FlexColumnsBlock
  | TableBlock
  | FileBlock
  | LinkBlock
  | ImageListBlock;

export type Section = {
  stepKey: StepKey;
  label: string;
  /** Shown instead of the label when set (e.g. "Finishes" for Colors). */
  rename?: string;
  subtitle?: string;
  /** Internal note for editors; never rendered. */
  NOTE?: string;
  content: ContentBlock[];
};

export type ProductLine = "folding-doors" | "sliding-doors" | "swing-doors" | "screens" | "windows";

export type ProductEntry = {
  key: string;
  major_label: string;
  minor_label: string;
  related_products: string[];
  splash_url: string;
  splash_text_theme: "dark" | "light";
  alt_text: string;
  /** A short positioning line under the labels of the splash. */
  tagline: string;
  sections: Section[];
};

/** What a tile of another product needs: enough to link to it, not its whole entry. */
export type ProductSummary = Pick<ProductEntry, "key" | "major_label" | "minor_label" | "splash_url" | "alt_text">;
