import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { type SQL, and, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { likePattern } from "~/lib/like-pattern";
import type { AuditActor } from "../audit";
import type { AuditRecorder } from "../audit/index.server";
import type { Db } from "~/platform/db";
import type { FocalPoint } from "~/lib/focal-point";
import { type FileStore, assertStoreKey, localFileStore } from "~/platform/file-store";
import { UnreadableImage, dropVariants, libraryPath, storeImage } from "./files.server";
import { type LibraryFilter, type LibraryPage, type MediaChoice, type MediaItem, type MediaUse, choiceOf } from "./media";
import { mediaItems } from "./tables.server";
import type { ReceivedFile } from "./upload.server";

export const LIBRARY_PAGE_SIZE = 25;
export const CHOICES_LIMIT = 48;

export type MediaLibraryOptions = {
  db: Db;
  storageDir: string;
  /** Where server/storage/media.ts keeps resized variants (DATA_DIR/media-cache, or the bucket's `media-cache/`). */
  variantCacheDir: string;
  /** Where the files live: STORAGE_DIR's folder unless given (a bucket, docs/decisions/0024). */
  storage?: FileStore;
  /** Where the variants live: `variantCacheDir` unless given. */
  variants?: FileStore;
  /** The pages that carry an address (the content service's `pathsUsing`). */
  pagesUsing: (url: string) => Promise<MediaUse[]>;
  /** Where every change to the library is recorded (features/audit), with the file's address as its subject. */
  audit: AuditRecorder;
};

/** An item's words; tags and focal point left out are kept as they are. */
export type MediaDetails = { alt: string; title: string; tags?: string[]; focalPoint?: FocalPoint | null };
export type FileRefusal = { ok: false; reason: "not_found" | "unreadable_image" | "other_kind" };
export type LibraryResult<T = object> = ({ ok: true } & T) | FileRefusal;
export type RemoveResult = LibraryResult | { ok: false; reason: "in_use"; uses: MediaUse[] };

type Row = typeof mediaItems.$inferSelect;

function toItem(row: Row): MediaItem {
  return {
    id: row.id,
    url: `/${row.path}`,
    kind: row.kind,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    alt: row.altText,
    title: row.title,
    tags: row.tags,
    focalPoint: row.focalX !== null && row.focalY !== null ? { x: row.focalX, y: row.focalY } : null,
    originalName: row.originalName,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function matching(filter: LibraryFilter): SQL | undefined {
  const pattern = likePattern(filter.q);
  return and(
    filter.kind ? eq(mediaItems.kind, filter.kind) : undefined,
    filter.tag ? sql`${filter.tag} = any(${mediaItems.tags})` : undefined,
    filter.q
      ? or(
          ilike(mediaItems.title, pattern),
          ilike(mediaItems.altText, pattern),
          ilike(mediaItems.originalName, pattern),
          // Its address: what a page links and the audit log records.
          ilike(mediaItems.path, pattern),
          sql`exists (select 1 from unnest(${mediaItems.tags}) as tag where tag ilike ${pattern})`,
        )
      : undefined,
  );
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;

/**
 * The media library: files editors upload for pages, kept below `media/library` of the store and
 * served by /media. A file keeps its address for good: a replacement is written in its place.
 */
export function createMediaLibrary({
  db,
  storageDir,
  variantCacheDir,
  pagesUsing,
  audit,
  storage = localFileStore(storageDir),
  variants = localFileStore(variantCacheDir),
}: MediaLibraryOptions) {
  const fileOf = (row: Pick<Row, "path">) => assertStoreKey(row.path);
  const belowMedia = (row: Pick<Row, "path">) => path.posix.relative("media", row.path);

  async function row(id: number): Promise<Row | null> {
    const [found] = await db.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
    return found ?? null;
  }

  /** Puts a received file at `target`; images are written afresh (upright, no metadata) as `contentType`. */
  async function place(file: ReceivedFile, target: string, contentType: string) {
    const written = `${file.tempFile}.image`;
    try {
      if (file.media.kind !== "image") {
        await storage.putFile(target, file.tempFile, file.media.contentType);
        return { width: null, height: null, bytes: file.bytes };
      }
      const size = await storeImage(file.tempFile, written, contentType);
      const { size: bytes } = await stat(written);
      await storage.putFile(target, written, contentType);
      return { ...size, bytes };
    } finally {
      await Promise.all([rm(file.tempFile, { force: true }), rm(written, { force: true })]);
    }
  }

  return {
    async list(filter: LibraryFilter, page: number): Promise<LibraryPage> {
      const where = matching(filter);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(mediaItems)
          .where(where)
          .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
          .limit(LIBRARY_PAGE_SIZE)
          .offset((page - 1) * LIBRARY_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(mediaItems)
          .where(where),
      ]);
      return { items: rows.map(toItem), total: count?.total ?? 0, page, pageSize: LIBRARY_PAGE_SIZE, filter };
    },

    /** What the block editor's picker offers: newest first; an image only once it has its alt text. */
    async choices(filter: LibraryFilter): Promise<MediaChoice[]> {
      const described = or(ne(mediaItems.kind, "image"), ne(mediaItems.altText, ""));
      const rows = await db
        .select()
        .from(mediaItems)
        .where(and(matching(filter), described))
        .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
        .limit(CHOICES_LIMIT);
      return rows.map((found) => choiceOf(toItem(found)));
    },

    /** Every tag some file has, in order, for the library's filter. */
    async tagsInUse(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ tag: sql<string>`unnest(${mediaItems.tags})` })
        .from(mediaItems)
        .orderBy(sql`1`);
      return rows.map((row) => row.tag);
    },

    async item(id: number): Promise<MediaItem | null> {
      const found = await row(id);
      return found ? toItem(found) : null;
    },

    /** The pages that show the item (published or in a draft). */
    async uses(item: Pick<MediaItem, "url">): Promise<MediaUse[]> {
      return pagesUsing(item.url);
    },

    /** Keeps a received file as a new item; an image's alt text may follow on its page. */
    async add(file: ReceivedFile, details: MediaDetails, uploadedBy: AuditActor): Promise<LibraryResult<{ item: MediaItem }>> {
      const relative = libraryPath(file.originalName, file.media);
      const target = fileOf({ path: relative });
      let placed;
      try {
        placed = await place(file, target, file.media.contentType);
      } catch (error) {
        if (error instanceof UnreadableImage) return { ok: false, reason: "unreadable_image" };
        throw error;
      }
      try {
        const item = await db.transaction(async (tx) => {
          const [added] = await tx
            .insert(mediaItems)
            .values({
              path: relative,
              kind: file.media.kind,
              contentType: file.media.contentType,
              ...placed,
              altText: details.alt,
              title: details.title || path.parse(file.originalName).name || path.basename(relative),
              originalName: file.originalName || path.basename(relative),
              uploadedBy: uploadedBy.name,
            })
            .returning();
          const item = toItem(added!);
          const after = { title: item.title, kind: item.kind, bytes: item.bytes };
          await audit.record({ actor: uploadedBy, area: "media", action: "uploaded", subject: item.url, after }, tx);
          return item;
        });
        return { ok: true, item };
      } catch (error) {
        await storage.remove(target);
        throw error;
      }
    },

    async saveDetails(id: number, details: MediaDetails, actor: AuditActor): Promise<LibraryResult> {
      return db.transaction(async (tx): Promise<LibraryResult> => {
        const [found] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
        if (!found) return { ok: false, reason: "not_found" };
        const tags = details.tags ?? found.tags;
        const focalPoint = details.focalPoint === undefined ? toItem(found).focalPoint : details.focalPoint;
        await tx
          .update(mediaItems)
          .set({
            altText: details.alt,
            title: details.title,
            tags,
            focalX: focalPoint?.x ?? null,
            focalY: focalPoint?.y ?? null,
            updatedAt: new Date(),
          })
          .where(eq(mediaItems.id, id));
        const before = { title: found.title, alt: found.altText, tags: found.tags, focalPoint: toItem(found).focalPoint };
        const after = { title: details.title, alt: details.alt, tags, focalPoint };
        await audit.record({ actor, area: "media", action: "details changed", subject: `/${found.path}`, before, after }, tx);
        return { ok: true };
      });
    },

    /** Writes a new file of the same kind in the item's place: its address stays, its cached variants go. */
    async replace(id: number, file: ReceivedFile, actor: AuditActor): Promise<LibraryResult> {
      const found = await row(id);
      if (!found || found.kind !== file.media.kind) {
        await rm(file.tempFile, { force: true });
        return { ok: false, reason: found ? "other_kind" : "not_found" };
      }
      let placed;
      try {
        placed = await place(file, fileOf(found), found.contentType);
      } catch (error) {
        if (error instanceof UnreadableImage) return { ok: false, reason: "unreadable_image" };
        throw error;
      }
      await dropVariants(variants, belowMedia(found));
      const originalName = file.originalName || found.originalName;
      await db.transaction(async (tx) => {
        await tx
          .update(mediaItems)
          .set({ ...placed, originalName, updatedAt: new Date() })
          .where(eq(mediaItems.id, id));
        await audit.record(
          {
            actor,
            area: "media",
            action: "replaced",
            subject: `/${found.path}`,
            before: { originalName: found.originalName, bytes: found.bytes },
            after: { originalName, bytes: placed.bytes },
          },
          tx,
        );
      });
      return { ok: true };
    },

    /** Deletes an item no page uses, with its file and variants; one in use is refused with the pages. */
    async remove(id: number, actor: AuditActor): Promise<RemoveResult> {
      const found = await row(id);
      if (!found) return { ok: false, reason: "not_found" };
      const uses = await pagesUsing(`/${found.path}`);
      if (uses.length > 0) return { ok: false, reason: "in_use", uses };
      await db.transaction(async (tx) => {
        await tx.delete(mediaItems).where(eq(mediaItems.id, id));
        const before = { title: found.title, kind: found.kind };
        await audit.record({ actor, area: "media", action: "deleted", subject: `/${found.path}`, before }, tx);
      });
      await storage.remove(fileOf(found));
      await dropVariants(variants, belowMedia(found));
      return { ok: true };
    },

    /** Removes a received file that is not kept. */
    discard: (file: ReceivedFile) => rm(file.tempFile, { force: true }),
  };
}
