import { createHash, randomBytes } from "node:crypto";
import { type SQL, and, arrayContains, asc, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { href } from "react-router";
import type { AuditActor } from "~/features/audit";
import type { MediaUse } from "~/features/media-library";
import type { AuditRecorder } from "~/features/audit/index.server";
import { likePattern } from "~/lib/like-pattern";
import { variantUrl } from "~/lib/media";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import type { VideoProvider } from "~/ui/video-embed";
import type { GalleryListPage, GalleryListQuery, GalleryListRow } from "./admin-list";
import { galleryTags } from "./render-tags";
import { bareVideoId } from "./service.server";
import { imageCategories } from "./categories";
import { videoPath } from "./video-links";
import type { StaffGalleryItem } from "./staff-item";
import { type GalleryMedium, galleryItems } from "./tables.server";
import type { GalleryImageSource, GalleryVideoSource } from "./types";

export const GALLERY_LIST_PAGE_SIZE = 25;

/** A picture of the media library as an item shows it: its address and intrinsic size. */
export type PictureFile = { url: string; width: number; height: number };

type Facets = { title: string; description: string; alt: string; productStyles: string[]; materials: string[] };

/** An image item as staff give it; without `picture` a change keeps the item's own. */
export type ImageItemInput = Facets & { categories: string[]; picture?: PictureFile | undefined };

/**
 * A video as staff give it: `videoId` is the provider's id, or the address of a file of the media
 * library for raw_url; without it (or `poster`) a change keeps the video's own.
 */
export type VideoItemInput = Facets & {
  slug: string;
  provider: VideoProvider;
  videoId?: string | undefined;
  poster?: PictureFile | undefined;
  categories: string[];
  tags: string[];
  transcript: string;
};

/** A change made (`unchanged` when the form held what the item already had: nothing is written), or why not. */
export type StaffChange =
  { ok: true; item: StaffGalleryItem; unchanged?: boolean; formerSlug?: string } | { ok: false; reason: StaffRefusal };
export type StaffRefusal = "not_found" | "stale" | "slug_taken" | "no_picture" | "no_video";

type Row = typeof galleryItems.$inferSelect;

/** A version of an item: a form sent from an older one is refused rather than written over a colleague's change. */
const fingerprintOf = (row: Pick<Row, "categories" | "source">) =>
  createHash("sha256")
    .update(JSON.stringify([row.categories, row.source]))
    .digest("base64url")
    .slice(0, 22);

function toItem(row: Row): StaffGalleryItem {
  const base = { id: row.id, seeded: row.seeded, fingerprint: fingerprintOf(row), categories: row.categories };
  return row.medium === "videos"
    ? { ...base, medium: "videos", source: row.source as GalleryVideoSource }
    : { ...base, medium: "images", source: row.source as GalleryImageSource };
}

function toListRow(row: Row): GalleryListRow {
  const source = row.source as GalleryImageSource & Partial<GalleryVideoSource>;
  return {
    id: row.id,
    title: source.title,
    thumbnail: source.thumbnail_url ?? source.cdn_paths.original,
    categories: row.categories,
    slug: row.slug,
    provider: (row.videoPlatform as VideoProvider | null) ?? null,
    seeded: row.seeded,
    createdAt: row.createdAt.toISOString(),
  };
}

/** SPEC §3: `original` is the file, `575` its 575 px variant, made by /media as every variant. */
const cdnPaths = (url: string) => ({ original: url, "575": variantUrl(url, 575, "jpeg") });

const pictureOf = (source: GalleryImageSource): PictureFile => ({
  url: source.cdn_paths.original,
  width: source.width,
  height: source.height,
});

function described(input: Facets, picture: PictureFile, createdAt: string) {
  return {
    title: input.title,
    description: input.description,
    alt_text: input.alt,
    created_at: createdAt,
    cdn_paths: cdnPaths(picture.url),
    "Product Style": input.productStyles,
    Material: input.materials,
    width: picture.width,
    height: picture.height,
  };
}

function imageSource(input: ImageItemInput, picture: PictureFile, createdAt: string): GalleryImageSource {
  return {
    ...described(input, picture, createdAt),
    // As the seed groups them (content/gallery/images.ts): facet, then value.
    grouped_tags: [
      ...input.categories.map((category) => `Category/${category}`),
      ...input.productStyles.map((style) => `Product Style/${style}`),
      ...input.materials.map((material) => `Material/${material}`),
    ],
  };
}

function videoSource(input: VideoItemInput, poster: PictureFile, videoId: string, createdAt: string, current?: GalleryVideoSource) {
  const tags = [...input.categories, ...input.tags];
  const sameVideo = current?.video_platform === input.provider && current.video_id === videoId;
  const source: GalleryVideoSource = {
    ...described(input, poster, createdAt),
    grouped_tags: tags.map((tag) => `Tags/${tag}`),
    slug: input.slug,
    video_id: videoId,
    video_platform: input.provider,
    thumbnail_url: poster.url,
    tags,
    // A track belongs to the video it was made for: another video starts without one.
    subtitles: sameVideo ? current.subtitles : [],
  };
  return input.transcript ? { ...source, transcript: input.transcript } : source;
}

/** What the audit log keeps of an item: the fields staff edit, by name. */
function audited(item: Pick<Row, "medium" | "categories" | "source">): Record<string, unknown> {
  const source = item.source as GalleryImageSource & Partial<GalleryVideoSource>;
  const common = {
    title: source.title,
    description: source.description,
    alt_text: source.alt_text,
    "Product Style": source["Product Style"],
    Material: source.Material,
  };
  if (item.medium === "images") return { ...common, categories: item.categories, picture: source.cdn_paths.original };
  return {
    ...common,
    slug: source.slug,
    provider: source.video_platform,
    video: source.video_id,
    poster: source.thumbnail_url,
    tags: source.tags,
    transcript: source.transcript ?? "",
  };
}

/** The fields whose values differ, before and after. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = Object.keys(after).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return {
    before: Object.fromEntries(fields.map((field) => [field, before[field]])),
    after: Object.fromEntries(fields.map((field) => [field, after[field]])),
  };
}

const subjectOf = (id: string, source: { title: string }) => `${source.title} (${id})`;

function rowValues(medium: GalleryMedium, categories: string[], source: GalleryImageSource | GalleryVideoSource) {
  const video = medium === "videos" ? (source as GalleryVideoSource) : undefined;
  return {
    medium,
    categories,
    slug: video?.slug ?? null,
    videoPlatform: video?.video_platform ?? null,
    videoId: video ? bareVideoId(video.video_id) : null,
    source,
  };
}

export type StaffGalleryOptions = {
  audit: AuditRecorder;
  /** Hears which pages a change reaches (render tags), so visitors see it at once. */
  changes: SiteChanges;
};

export type StaffGallery = ReturnType<typeof createStaffGallery>;

/**
 * The galleries as staff manage them at /admin/gallery. Every change is audited in its own
 * transaction; an item staff made or changed is theirs (`seeded` false), which the seed import
 * leaves alone; a form sent from an older version of an item is refused.
 */
export function createStaffGallery(db: Db, { audit, changes }: StaffGalleryOptions) {
  async function row(id: string): Promise<Row | undefined> {
    const [found] = await db.select().from(galleryItems).where(eq(galleryItems.id, id));
    return found;
  }

  async function slugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const [taken] = await db
      .select({ id: galleryItems.id })
      .from(galleryItems)
      .where(and(eq(galleryItems.slug, slug), exceptId ? ne(galleryItems.id, exceptId) : undefined));
    return taken !== undefined;
  }

  function matching(query: Omit<GalleryListQuery, "page">): SQL | undefined {
    const pattern = query.q ? likePattern(query.q) : undefined;
    const text = (field: string) => sql`${galleryItems.source}->>${field}`;
    return and(
      eq(galleryItems.medium, query.medium),
      query.category ? arrayContains(galleryItems.categories, [query.category]) : undefined,
      query.origin ? eq(galleryItems.seeded, query.origin === "seeded") : undefined,
      pattern
        ? or(
            ilike(text("title"), pattern),
            ilike(text("description"), pattern),
            ilike(text("alt_text"), pattern),
            ilike(galleryItems.id, pattern),
            ilike(galleryItems.slug, pattern),
          )
        : undefined,
    );
  }

  /** Writes an item and its audit entry in one transaction; a new item's slug race ends as `slug_taken`. */
  async function write(
    actor: AuditActor,
    change: { id: string; medium: GalleryMedium; categories: string[]; source: GalleryImageSource | GalleryVideoSource },
    current: Row | undefined,
    fingerprint: string | undefined,
  ): Promise<StaffChange> {
    const values = rowValues(change.medium, change.categories, change.source);
    try {
      const written = await db.transaction(async (tx) => {
        if (current) {
          const [now] = await tx.select().from(galleryItems).where(eq(galleryItems.id, current.id)).for("update");
          if (!now) return "not_found" as const;
          if (fingerprintOf(now) !== fingerprint) return "stale" as const;
          const { before, after } = changedFields(audited(now), audited(values));
          // Saving what is there already keeps a seeded item the seed's.
          if (Object.keys(after).length === 0) return { unchanged: now };
          const [updated] = await tx
            .update(galleryItems)
            .set({ ...values, seeded: false })
            .where(eq(galleryItems.id, current.id))
            .returning();
          await audit.record({ actor, area: "gallery", action: "edited", subject: subjectOf(change.id, change.source), before, after }, tx);
          return updated!;
        }
        const [inserted] = await tx
          .insert(galleryItems)
          .values({ id: change.id, ...values, createdAt: new Date(change.source.created_at), seeded: false })
          .returning();
        await audit.record(
          { actor, area: "gallery", action: "added", subject: subjectOf(change.id, change.source), after: audited(inserted!) },
          tx,
        );
        return inserted!;
      });
      if (typeof written === "string") return { ok: false, reason: written };
      if ("unchanged" in written) return { ok: true, item: toItem(written.unchanged), unchanged: true };
      void changes.publish({ kind: "pages", tags: [galleryTags.medium(change.medium)] });
      const formerSlug = current?.slug && current.slug !== written.slug ? current.slug : undefined;
      return { ok: true, item: toItem(written), ...(formerSlug ? { formerSlug } : {}) };
    } catch (error) {
      // Two editors giving two videos one address at once: the unique index refuses the second.
      if (values.slug && (await slugTaken(values.slug, change.id))) return { ok: false, reason: "slug_taken" };
      throw error;
    }
  }

  const newId = (medium: GalleryMedium) => `${medium === "images" ? "image" : "video"}-${randomBytes(6).toString("hex")}`;

  return {
    /** One gallery's items, newest first, with the size of both galleries for their tabs. */
    async list(query: GalleryListQuery): Promise<GalleryListPage> {
      const where = matching(query);
      const [rows, [count], perMedium] = await Promise.all([
        db
          .select()
          .from(galleryItems)
          .where(where)
          .orderBy(desc(galleryItems.createdAt), asc(galleryItems.id))
          .limit(GALLERY_LIST_PAGE_SIZE)
          .offset((query.page - 1) * GALLERY_LIST_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(galleryItems)
          .where(where),
        db
          .select({ medium: galleryItems.medium, total: sql<number>`count(*)::int` })
          .from(galleryItems)
          .groupBy(galleryItems.medium),
      ]);
      const counts = { images: 0, videos: 0 };
      for (const { medium, total } of perMedium) counts[medium] = total;
      return { rows: rows.map(toListRow), total: count?.total ?? 0, page: query.page, pageSize: GALLERY_LIST_PAGE_SIZE, query, counts };
    },

    async item(id: string): Promise<StaffGalleryItem | null> {
      const found = await row(id);
      return found ? toItem(found) : null;
    },

    async addImage(input: ImageItemInput, actor: AuditActor): Promise<StaffChange> {
      if (!input.picture) return { ok: false, reason: "no_picture" };
      const source = imageSource(input, input.picture, new Date().toISOString());
      return write(actor, { id: newId("images"), medium: "images", categories: input.categories, source }, undefined, undefined);
    },

    /** Changes an image item made from `fingerprint`; a seeded one becomes staff's. */
    async changeImage(id: string, input: ImageItemInput, fingerprint: string, actor: AuditActor): Promise<StaffChange> {
      const current = await row(id);
      if (current?.medium !== "images") return { ok: false, reason: "not_found" };
      const was = current.source as GalleryImageSource;
      const source = imageSource(input, input.picture ?? pictureOf(was), was.created_at);
      return write(actor, { id, medium: "images", categories: input.categories, source }, current, fingerprint);
    },

    async addVideo(input: VideoItemInput, actor: AuditActor): Promise<StaffChange> {
      if (!input.poster) return { ok: false, reason: "no_picture" };
      if (!input.videoId) return { ok: false, reason: "no_video" };
      if (await slugTaken(input.slug)) return { ok: false, reason: "slug_taken" };
      const source = videoSource(input, input.poster, input.videoId, new Date().toISOString());
      return write(actor, { id: newId("videos"), medium: "videos", categories: source.tags, source }, undefined, undefined);
    },

    /** Changes a video made from `fingerprint`; a new slug is answered with the old one (`formerSlug`). */
    async changeVideo(id: string, input: VideoItemInput, fingerprint: string, actor: AuditActor): Promise<StaffChange> {
      const current = await row(id);
      if (current?.medium !== "videos") return { ok: false, reason: "not_found" };
      const was = current.source as GalleryVideoSource;
      // A file's address stays only while the video stays a file; a hosted video needs its id.
      const videoId = input.videoId ?? (input.provider === was.video_platform ? was.video_id : undefined);
      if (!videoId) return { ok: false, reason: "no_video" };
      if (await slugTaken(input.slug, id)) return { ok: false, reason: "slug_taken" };
      const source = videoSource(input, input.poster ?? pictureOf(was), videoId, was.created_at, was);
      return write(actor, { id, medium: "videos", categories: source.tags, source }, current, fingerprint);
    },

    /**
     * The items that show a file (as their picture, poster or video), as the media library lists
     * what uses a file: so that a file the galleries show is not deleted from under them.
     */
    async mediaUses(url: string): Promise<MediaUse[]> {
      const rows = await db
        .select()
        .from(galleryItems)
        .where(
          or(
            sql`${galleryItems.source}->'cdn_paths'->>'original' = ${url}`,
            sql`${galleryItems.source}->>'thumbnail_url' = ${url}`,
            and(eq(galleryItems.videoPlatform, "raw_url"), sql`${galleryItems.source}->>'video_id' = ${url}`),
          ),
        )
        .orderBy(asc(galleryItems.id));
      return rows.map((row) => {
        const source = row.source as GalleryImageSource & Partial<GalleryVideoSource>;
        const images = row.medium === "images";
        return {
          id: 0,
          title: `${images ? "Image gallery" : "Video gallery"}: ${source.title}`,
          path: images
            ? href("/image-gallery/category/:category", { category: row.categories[0] ?? imageCategories[0] })
            : videoPath(row.slug ?? "", undefined),
          inPublished: true,
          inDraft: false,
          editPath: images
            ? href("/admin/gallery/images/:imageId", { imageId: row.id })
            : href("/admin/gallery/videos/:videoId", { videoId: row.id }),
        };
      });
    },

    /** Deletes an item; a seeded one comes back with the next seed import. */
    async remove(id: string, actor: AuditActor): Promise<StaffGalleryItem | null> {
      const removed = await db.transaction(async (tx) => {
        const [gone] = await tx.delete(galleryItems).where(eq(galleryItems.id, id)).returning();
        if (gone)
          await audit.record(
            { actor, area: "gallery", action: "deleted", subject: subjectOf(gone.id, gone.source), before: audited(gone) },
            tx,
          );
        return gone;
      });
      if (!removed) return null;
      void changes.publish({ kind: "pages", tags: [galleryTags.medium(removed.medium)] });
      return toItem(removed);
    },
  };
}
