import { href } from "react-router";
import type { Block } from "../blocks";
import type { PageVersion } from "../content";
import type { ProductEntry } from "../catalogue";
import { productName, productPath } from "../catalogue";
import { cutText } from "~/platform/cut-text";
import { visibleText } from "./extract-text";
import type { IndexedImage } from "./tables.server";

/** A row of the search index as the sync writes it. */
export type IndexDocument = {
  sourceKey: string;
  entityId: number | null;
  locale: string;
  type: string;
  path: string | null;
  title: string;
  description: string;
  body: string;
  image: IndexedImage | null;
  tags: string[];
  publicationDate: Date | null;
  sourceUpdatedAt: Date;
};

/** What the sync reads of an entity row. */
export type IndexableEntity = {
  id: number;
  type: string;
  path: string;
  locale: string;
  tags: string[];
  publicationDate: Date | null;
  published: PageVersion | null;
  updatedAt: Date;
};

// The not-found page is content, but no answer to a search.
const unsearchablePaths = new Set([href("/404")]);
const MAX_BODY = 100_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** An image field of content: an address and its alt text, with the intrinsic size when given. */
function asImage(value: unknown): IndexedImage | null {
  if (!isRecord(value) || typeof value.image_url !== "string" || value.image_url === "") return null;
  return {
    image_url: value.image_url,
    alt_text: typeof value.alt_text === "string" ? value.alt_text : "",
    width: typeof value.width === "number" ? value.width : 1600,
    height: typeof value.height === "number" ? value.height : 1000,
  };
}

/** The first image in reading order: what a result card shows for a page. */
export function firstImage(tree: unknown): IndexedImage | null {
  const image = asImage(tree);
  if (image) return image;
  const children = Array.isArray(tree) ? tree : isRecord(tree) ? Object.values(tree) : [];
  for (const child of children) {
    const found = firstImage(child);
    if (found) return found;
  }
  return null;
}

/** An article's hero (its blog_detail's blog_image), else the page's first image. */
function pageImage(elements: Block[]): IndexedImage | null {
  const detail = elements.find((block) => block.render_name === "blog_detail");
  const hero = isRecord(detail?.value) ? asImage(detail.value.blog_image) : null;
  return hero ?? firstImage(elements.map((block) => block.value));
}

/** The index row of a published entity, or null when it must not be found (no version, noindex). */
export function entityDocument(entity: IndexableEntity): IndexDocument | null {
  const version = entity.published;
  if (!version || version.metadata.metaNoIndex || unsearchablePaths.has(entity.path)) return null;
  return {
    sourceKey: `entity:${entity.id}`,
    entityId: entity.id,
    locale: entity.locale,
    type: entity.type,
    path: entity.path,
    title: version.title,
    description: version.metadata.metaDescription ?? "",
    body: cutText(visibleText(version.elements.map((block) => block.value)), MAX_BODY),
    image: pageImage(version.elements),
    tags: entity.tags,
    publicationDate: entity.publicationDate,
    sourceUpdatedAt: entity.updatedAt,
  };
}

/** The index row of a catalogue product (SPEC §3 "Product page entry"). */
export function productDocument(entry: ProductEntry, locale: string, image: { width: number; height: number }, at: Date): IndexDocument {
  return {
    sourceKey: `product:${entry.key}`,
    entityId: null,
    locale,
    type: "product",
    path: productPath(entry.key),
    title: productName(entry),
    description: entry.tagline,
    body: cutText(visibleText(entry.sections.map((section) => [section.label, section.subtitle ?? "", section.content])), MAX_BODY),
    image: { image_url: entry.splash_url, alt_text: entry.alt_text, ...image },
    tags: [entry.major_label],
    publicationDate: null,
    sourceUpdatedAt: at,
  };
}
