import { z } from "zod";
import { type Block, BlockSchema } from "../blocks/index.server";

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

/**
 * The shape of a path in the store: one leading slash, no trailing one (the root is `/`), and no
 * backslash, whitespace or control character (browsers read `/\\host` as another site).
 */
export const ContentPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?:[^/\s?#\\\p{Cc}]+(?:\/[^/\s?#\\\p{Cc}]+)*)?$/u);

const TYPE_NAME = /^[a-z][a-z0-9_]{0,49}$/;

/**
 * An entity as it enters the store (the demo content import, later an editor): a published
 * version, a draft version, or both.
 */
export const EntityInputSchema = z
  .object({
    type: z.string().regex(TYPE_NAME),
    path: ContentPathSchema,
    slug: z.string().min(1).max(200).optional(),
    tags: z.array(z.string().min(1).max(100)).max(50).default([]),
    publicationDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    published: PageVersionSchema.optional(),
    draft: PageVersionSchema.optional(),
    /** In a locale other than the default: the path of the default locale's entity this one translates. */
    translationOf: ContentPathSchema.optional(),
  })
  .refine((entity) => entity.published ?? entity.draft, { message: "an entity needs a published or a draft version" });
export type EntityInput = z.input<typeof EntityInputSchema>;

/** What a page view receives: one version of an entity, flattened. */
export type ContentPage = {
  id: number;
  type: string;
  path: string;
  slug: string | null;
  locale: string;
  tags: string[];
  publicationDate: string | null;
  title: string;
  metadata: PageMetadata;
  elements: Block[];
};
