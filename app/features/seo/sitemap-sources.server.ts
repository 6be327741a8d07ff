import { href } from "react-router";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../../server/db";
import { catalogueKeys } from "../catalogue/index.server";
import { entities } from "../content/index.server";
import { galleryItems } from "../gallery/index.server";
import { imageCategories, videoCategories } from "../gallery";
import type { SitemapEntry } from "./sitemap-xml";

/** A part of the site that lists its addresses for the sitemap. */
export type SitemapSource = { name: string; entries: () => Promise<SitemapEntry[]> };

// Bundled with the release, like the catalogue: they change when the process does.
const releasedAt = new Date();

/** Paths that are never listed: the not-found page and the components' pseudo paths. */
const unlisted = new Set(["/404"]);

/** Every published page and article of the content store, except those marked metaNoIndex. */
export function contentSource(db: Db, locale: string): SitemapSource {
  return {
    name: "content",
    async entries() {
      const rows = await db
        .select({ path: entities.path, updatedAt: entities.updatedAt })
        .from(entities)
        .where(
          and(
            eq(entities.locale, locale),
            isNotNull(entities.published),
            ne(entities.type, "component"),
            sql`coalesce((${entities.published}->'metadata'->>'metaNoIndex')::boolean, false) = false`,
          ),
        )
        .orderBy(entities.path);
      return rows.filter((row) => !unlisted.has(row.path)).map((row) => ({ path: row.path, lastmod: row.updatedAt }));
    },
  };
}

/** The bundled catalogue's product pages. */
export const productSource: SitemapSource = {
  name: "products",
  entries: async () => catalogueKeys.map((key) => ({ path: `/products/${key}`, lastmod: releasedAt })),
};

/** Pages drawn by code rather than content: the forms, the gallery categories, documents and the site map. */
export const screenSource: SitemapSource = {
  name: "screens",
  entries: async () =>
    [
      "/request-quote",
      "/request-service",
      "/contact-us",
      "/become-dealer",
      href("/support/technical-documents"),
      href("/image-gallery"),
      ...imageCategories.map((category) => href("/image-gallery/category/:category", { category })),
      href("/video-gallery"),
      ...videoCategories.map((category) => href("/video-gallery/category/:category", { category: category.segment })),
      "/sitemap",
    ].map((path) => ({ path, lastmod: releasedAt })),
};

/** The video gallery's single videos (SPEC §2 /video-gallery/{slug}), dated by their records. */
export function videoSource(db: Db): SitemapSource {
  return {
    name: "videos",
    async entries() {
      const rows = await db
        .select({ slug: galleryItems.slug, createdAt: galleryItems.createdAt })
        .from(galleryItems)
        .where(and(eq(galleryItems.medium, "videos"), isNotNull(galleryItems.slug)))
        .orderBy(galleryItems.slug);
      return rows.flatMap((row) =>
        row.slug ? [{ path: href("/video-gallery/:slug", { slug: encodeURIComponent(row.slug) }), lastmod: row.createdAt }] : [],
      );
    },
  };
}
