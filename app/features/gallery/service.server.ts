import { and, arrayContains, asc, desc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { tagRender } from "~/platform/render-tags.server";
import { ALL_VIDEOS } from "./categories";
import { galleryTags } from "./render-tags";
import { videoPath } from "./video-links";
import { type GalleryMedium, galleryItems } from "./tables.server";
import type { GalleryHit, GalleryHits, GalleryImageSource, GalleryVideo, GalleryVideoSource } from "./types";

/** SPEC §7 "POST /ES/gallery/{medium}": a category, and a page of `size` items from offset `from`. */
export type GalleryQuery = { cat?: string | undefined; size: number; from: number };

/** A gallery item as the demo content and editors give it. */
export type GalleryItemInput =
  | { _id: string; medium: "images"; categories: string[]; _source: GalleryImageSource }
  | { _id: string; medium: "videos"; _source: GalleryVideoSource };

type Row = typeof galleryItems.$inferSelect;

const toHit = <Source>(row: Row): GalleryHit<Source> => ({ _id: row.id, _source: row.source as Source });

/** A provider's video id as players append their query to it (`123?autoplay=1`): the bare id. */
export function bareVideoId(id: string): string {
  return id.split(/[?#&]/)[0]?.trim() ?? "";
}

/** What a seed import did to the gallery: `kept` are items staff changed, which it leaves alone. */
export type SeedGalleryResult = { saved: number; kept: number; removed: number };

function itemRow(item: GalleryItemInput) {
  const video = item.medium === "videos" ? item._source : undefined;
  return {
    id: item._id,
    medium: item.medium,
    categories: item.medium === "images" ? item.categories : item._source.tags,
    slug: video?.slug ?? null,
    videoPlatform: video?.video_platform ?? null,
    videoId: video ? bareVideoId(video.video_id) : null,
    createdAt: new Date(item._source.created_at),
    source: item._source,
  };
}

export function createGalleryService(db: Db) {
  function categoryFilter(medium: GalleryMedium, cat: string | undefined) {
    const ofMedium = eq(galleryItems.medium, medium);
    if (!cat || (medium === "videos" && cat === ALL_VIDEOS)) return ofMedium;
    return and(ofMedium, arrayContains(galleryItems.categories, [cat]));
  }

  return {
    /** Newest first; `total` counts the whole category. */
    async search<Source extends GalleryImageSource>(
      medium: GalleryMedium,
      { cat, size, from }: GalleryQuery,
    ): Promise<GalleryHits<Source>> {
      tagRender(galleryTags.medium(medium));
      const where = categoryFilter(medium, cat);
      const [rows, [count]] = await Promise.all([
        db.select().from(galleryItems).where(where).orderBy(desc(galleryItems.createdAt), asc(galleryItems.id)).limit(size).offset(from),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(galleryItems)
          .where(where),
      ]);
      return { total: count?.total ?? 0, hits: rows.map(toHit<Source>) };
    },

    /** The single videos' pages (SPEC §2 /video-gallery/{slug}) for the sitemap, dated by their records. */
    async videoSitemapEntries(): Promise<{ path: string; lastmod: Date }[]> {
      const rows = await db
        .select({ slug: galleryItems.slug, createdAt: galleryItems.createdAt })
        .from(galleryItems)
        .where(and(eq(galleryItems.medium, "videos"), isNotNull(galleryItems.slug)))
        .orderBy(galleryItems.slug);
      return rows.flatMap((row) => (row.slug ? [{ path: videoPath(row.slug, undefined), lastmod: row.createdAt }] : []));
    },

    async videoById(id: string): Promise<GalleryVideo | undefined> {
      tagRender(galleryTags.medium("videos"));
      const [row] = await db
        .select()
        .from(galleryItems)
        .where(and(eq(galleryItems.medium, "videos"), eq(galleryItems.id, id)));
      return row ? toHit<GalleryVideoSource>(row) : undefined;
    },

    async videoBySlug(slug: string): Promise<GalleryVideo | undefined> {
      tagRender(galleryTags.medium("videos"));
      const [row] = await db
        .select()
        .from(galleryItems)
        .where(and(eq(galleryItems.medium, "videos"), eq(galleryItems.slug, slug)));
      return row ? toHit<GalleryVideoSource>(row) : undefined;
    },

    /** SPEC §7: items of collection 'videos' carrying a tag. */
    async videosByTag(tag: string): Promise<GalleryVideo[]> {
      tagRender(galleryTags.medium("videos"));
      const rows = await db
        .select()
        .from(galleryItems)
        .where(categoryFilter("videos", tag))
        .orderBy(desc(galleryItems.createdAt), asc(galleryItems.id))
        .limit(1000);
      return rows.map(toHit<GalleryVideoSource>);
    },

    /** The video a provider knows by this id, for its stored subtitles. */
    async videoByProviderId(platform: string, videoId: string): Promise<GalleryVideo | undefined> {
      tagRender(galleryTags.medium("videos"));
      const [row] = await db
        .select()
        .from(galleryItems)
        .where(
          and(eq(galleryItems.medium, "videos"), eq(galleryItems.videoPlatform, platform), eq(galleryItems.videoId, bareVideoId(videoId))),
        );
      return row ? toHit<GalleryVideoSource>(row) : undefined;
    },

    /** Saves items by id, replacing those that exist (the demo import runs at every empty start). */
    async saveItems(items: GalleryItemInput[]): Promise<number> {
      for (const item of items) {
        const row = { ...itemRow(item), seeded: false };
        await db.insert(galleryItems).values(row).onConflictDoUpdate({ target: galleryItems.id, set: row });
      }
      return items.length;
    },

    /** The seed import's items (content/gallery): replaces and removes only the seed's own items. */
    async saveSeedItems(items: readonly GalleryItemInput[]): Promise<SeedGalleryResult> {
      return db.transaction(async (tx) => {
        let saved = 0;
        for (const item of items) {
          const row = { ...itemRow(item), seeded: true };
          const written = await tx
            .insert(galleryItems)
            .values(row)
            .onConflictDoUpdate({ target: galleryItems.id, set: row, where: eq(galleryItems.seeded, true) })
            .returning({ id: galleryItems.id });
          saved += written.length;
        }
        const ids = items.map((item) => item._id);
        const removed = await tx
          .delete(galleryItems)
          .where(and(eq(galleryItems.seeded, true), ids.length > 0 ? notInArray(galleryItems.id, ids) : undefined))
          .returning({ id: galleryItems.id });
        return { saved, kept: items.length - saved, removed: removed.length };
      });
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
