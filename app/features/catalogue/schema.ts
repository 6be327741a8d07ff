import { href } from "react-router";
import { z } from "zod";
import { stepKeys, type ContentBlock, type ProductEntry } from "./types";

// The catalogue is bundled and typed; this schema checks its data in a test only, so zod never
// reaches a page bundle (docs/decisions/0002).

const text = z.string().trim().min(1).max(2000);
const imagePath = z.string().regex(/^\/media\/[a-z0-9/_.-]+\.(jpg|png)$/);
const image = { image_url: imagePath, alt_text: text, width: z.number().int().positive(), height: z.number().int().positive() };

const SwatchesSchema = z.object({
  type: z.enum(["swatches", "swatches_single"]),
  key: z.enum(["in-stock-colors", "in-stock-colors-wood", "optional-colors", "hardware-color-options"]),
  label: text,
  description: text.optional(),
  footnote: text.optional(),
  footnote_label: text.optional(),
  hide: z.boolean().optional(),
  swatches: z.array(z.object({ swatch_url: imagePath, alt_text: text, swatch_label: text })).min(1),
});

const DocSearchFiltersSchema = z
  .object({
    Product_Type: z.enum(["Folding", "Sliding", "Swing", "Swinging", "Screens", "V2 Direct Set"]).optional(),
    Material_Type: z
      .enum(["V2", "Aluminum", "Aluminum Thermally Controlled", "Aluminum Wood", "Contemporary Clad", "Wood", "Vinyl"])
      .optional(),
    Screen_Type: z.enum(["Pleated", "Non-Pleated"]).optional(),
    term: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export const ContentBlockSchema: z.ZodType<ContentBlock> = z.lazy(() =>
  z.discriminatedUnion("type", [
    SwatchesSchema,
    z.object({
      type: z.literal("slides"),
      subtitle: text.optional(),
      slides: z.array(z.object({ ...image, slide_label: text, slide_desc: text })).min(1),
    }),
    z.object({ type: z.enum(["single_list", "flex_list"]), label: text.optional(), items: z.array(text).min(1) }),
    z.object({ type: z.literal("copy"), paragraphs: z.array(text).min(1) }),
    z.object({
      type: z.literal("flex_images"),
      label: text.optional(),
      images: z.array(z.object({ ...image, caption: text.optional() })).min(1),
      largeImages: z.boolean().optional(),
    }),
    z.object({
      type: z.literal("flex_columns"),
      columns: z.array(z.object({ label: text, content: z.array(ContentBlockSchema).min(1) })).min(1),
    }),
    z.object({
      type: z.literal("table"),
      label: text.optional(),
      rows: z
        .array(
          z
            .array(
              z.union([
                z.string().trim().max(500),
                z.object({ text, inches: z.number().positive().max(100_000), upTo: z.literal(true).optional() }),
              ]),
            )
            .min(2),
        )
        .min(2)
        .refine((rows) => rows.every((row) => row.length === rows[0]?.length), "every row has as many cells as the header"),
    }),
    z.object({ type: z.literal("file"), file_label: text, file_url: text, file_type: z.literal("pdf") }),
    z.object({
      type: z.literal("link"),
      label: text,
      description: text.optional(),
      links: z
        .array(
          z.discriminatedUnion("link_type", [
            z.object({
              link_type: z.literal("doc-search"),
              page_link: text,
              link_url: z.literal(href("/support/technical-documents")),
              filters: DocSearchFiltersSchema,
            }),
            z.object({ link_type: z.literal("page"), page_link: text, link_url: z.string().regex(/^\/[a-z0-9/-]*$/) }),
          ]),
        )
        .min(1),
    }),
    z.object({ type: z.literal("image_list"), items: z.array(z.object({ ...image, label: text, description: text })).min(1) }),
  ]),
);

export const ProductEntrySchema: z.ZodType<ProductEntry> = z.object({
  key: z.string().regex(/^(windows|folding-doors|sliding-doors|swing-doors|screens)\/[a-z0-9-]+$/),
  major_label: text,
  minor_label: text,
  related_products: z.array(z.string()).min(1).max(6),
  splash_url: imagePath,
  splash_text_theme: z.enum(["dark", "light"]),
  alt_text: text,
  tagline: text,
  sections: z
    .array(
      z.object({
        stepKey: z.enum(stepKeys),
        label: text,
        rename: text.optional(),
        subtitle: text.optional(),
        NOTE: text.optional(),
        content: z.array(ContentBlockSchema).min(1),
      }),
    )
    .min(1),
});
