import { z } from "zod";

/** A block of the page tree (SPEC §3 "Generic page content"). */
export type Block = { id: string; render_name: string; value: unknown; title?: string | undefined };

export const BlockSchema: z.ZodType<Block> = z.object({
  id: z.string().min(1).max(100),
  render_name: z.string().min(1).max(100),
  title: z.string().max(200).optional(),
  value: z.unknown(),
});

export const PageMetadataSchema = z.object({
  metaTitle: z.string().max(300).optional(),
  metaDescription: z.string().max(1000).optional(),
  metaKeywords: z.string().max(1000).optional(),
  canonicalUrl: z.string().max(2000).optional(),
  metaNoIndex: z.boolean().optional(),
  schemaOrg: z.record(z.string(), z.unknown()).optional(),
});
export type PageMetadata = z.infer<typeof PageMetadataSchema>;

export const PageVersionSchema = z.object({
  title: z.string().min(1).max(300),
  metadata: PageMetadataSchema.default({}),
  elements: z.array(BlockSchema).max(500),
});
export type PageVersion = z.infer<typeof PageVersionSchema>;

/** What a page view receives: one version of an entity, flattened. */
export type ContentPage = {
  id: number;
  type: string;
  path: string;
  locale: string;
  tags: string[];
  publicationDate: string | null;
  title: string;
  metadata: PageMetadata;
  elements: Block[];
};
