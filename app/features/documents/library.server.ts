import { rm } from "node:fs/promises";
import path from "node:path";
import { type SQL, and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { ReceivedUpload } from "~/platform/file-upload.server";
import { likePattern } from "~/lib/like-pattern";
import type { DocumentContainer } from "~/lib/sniff";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import { type FileStore, localFileStore } from "~/platform/file-store";
import { storedFileName } from "~/platform/storage";
import type { AuditActor } from "../audit";
import type { AuditRecorder } from "../audit/index.server";
import { displayTypeOf } from "./document-file";
import type { DocumentFilter, DocumentListPage, DocumentRefusal, StaffDocument } from "./library";
import { documentChangeTags } from "./render-tags";
import { documents } from "./tables.server";
import {
  DOCUMENT_TYPE_GROUP,
  type DisplayType,
  type DocumentType,
  documentTypeOf,
  groupedTag,
  mimeTypes,
  splitGroupedTag,
} from "./taxonomy";

export const DOCUMENT_LIST_PAGE_SIZE = 25;

/** Files of the library live below `media/` (served at /media/documents/...); a document out of the library keeps its file here, unserved. */
const UNLISTED_FOLDER = "documents-unlisted";

export type DocumentDetails = { title: string; description: string; documentType: DocumentType; tags: string[] };
export type LibraryAnswer<T = object> = ({ ok: true } & T) | { ok: false; reason: DocumentRefusal };

export type DocumentLibraryOptions = {
  db: Db;
  storageDir: string;
  /** Where the files live: STORAGE_DIR's folder unless given (a bucket, docs/decisions/0024). */
  storage?: FileStore;
  audit: AuditRecorder;
  /** Hears every change visitors see (render cache, search pages). */
  changes: SiteChanges;
};

type Row = typeof documents.$inferSelect;

const isDocumentTypeTag = (tag: string) => splitGroupedTag(tag)?.group === DOCUMENT_TYPE_GROUP;

function toStaffDocument(row: Row): StaffDocument {
  const displayType = row.displayType as DisplayType;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    displayType,
    documentType: (row.documentTypes[0] as DocumentType | undefined) ?? documentTypeOf[displayType],
    tags: row.groupedTags.filter((tag) => !isDocumentTypeTag(tag)),
    size: row.size,
    updatedAt: row.updatedAt.toISOString(),
    url: row.cdnPaths.original ?? `/media/${row.filePath}`,
    fileName: path.posix.basename(row.filePath),
    listed: row.listed,
    seeded: row.seeded,
  };
}

/** What the audit log keeps of a document's details. */
const auditDetails = (document: Pick<StaffDocument, "title" | "description" | "documentType" | "tags">) => ({
  title: document.title,
  description: document.description,
  documentType: document.documentType,
  tags: document.tags,
});

function matching(filter: DocumentFilter): SQL | undefined {
  const pattern = likePattern(filter.q);
  return and(
    filter.status ? eq(documents.listed, filter.status === "listed") : undefined,
    filter.type ? eq(documents.displayType, filter.type) : undefined,
    filter.q ? or(ilike(documents.title, pattern), ilike(documents.description, pattern), ilike(documents.filePath, pattern)) : undefined,
  );
}

export type DocumentLibrary = ReturnType<typeof createDocumentLibrary>;

/**
 * The technical documents library as staff run it: uploads, details and facets, withdrawal,
 * replacement and deletion. A document in the library has its file below `media/documents/`;
 * out of it (a new upload, a withdrawn document) the file waits in an unserved folder.
 */
export function createDocumentLibrary({ db, storageDir, storage = localFileStore(storageDir), audit, changes }: DocumentLibraryOptions) {
  /** The file's key in the store (checked there: a path that would leave it throws). */
  const fileOf = (row: Pick<Row, "filePath" | "listed">) =>
    row.listed ? path.posix.join("media", row.filePath) : path.posix.join(UNLISTED_FOLDER, row.filePath);

  /**
   * Runs `change` on the locked row; its answer, or not_found. A change announces the document's
   * facets before and after it, which drop the pages and answers that could show it.
   */
  async function withRow<T>(id: number, change: (row: Row, tx: Db) => Promise<LibraryAnswer<T>>): Promise<LibraryAnswer<T>> {
    let tags: string[] = [];
    const answer = await db.transaction(async (tx): Promise<LibraryAnswer<T>> => {
      const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for("update");
      if (!row) return { ok: false, reason: "not_found" };
      const answer = await change(row, tx);
      const [after] = await tx.select().from(documents).where(eq(documents.id, id));
      tags = documentChangeTags(row, after);
      return answer;
    });
    if (answer.ok && tags.length > 0) void changes.publish({ kind: "pages", tags });
    return answer;
  }

  return {
    async list(filter: DocumentFilter, page: number): Promise<DocumentListPage> {
      const where = matching(filter);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(documents)
          .where(where)
          .orderBy(desc(documents.updatedAt), desc(documents.id))
          .limit(DOCUMENT_LIST_PAGE_SIZE)
          .offset((page - 1) * DOCUMENT_LIST_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(documents)
          .where(where),
      ]);
      return { documents: rows.map(toStaffDocument), total: count?.total ?? 0, page, pageSize: DOCUMENT_LIST_PAGE_SIZE, filter };
    },

    async document(id: number): Promise<StaffDocument | null> {
      const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
      return row ? toStaffDocument(row) : null;
    },

    /** Keeps an uploaded file as a new document, out of the library until its details are given. */
    async add(file: ReceivedUpload<DocumentContainer>, actor: AuditActor): Promise<LibraryAnswer<{ document: StaffDocument }>> {
      const displayType = displayTypeOf(file.type, file.originalName);
      if (!displayType) {
        await rm(file.tempFile, { force: true });
        return { ok: false, reason: "name_mismatch" };
      }
      const name = storedFileName(file.originalName, displayType.toLowerCase());
      const filePath = `documents/${name}`;
      const target = fileOf({ filePath, listed: false });
      await storage.putFile(target, file.tempFile, mimeTypes[displayType]);
      const documentType = documentTypeOf[displayType];
      try {
        const document = await db.transaction(async (tx) => {
          const [added] = await tx
            .insert(documents)
            .values({
              key: path.posix.parse(name).name,
              title: path.parse(file.originalName).name.trim() || path.posix.parse(name).name,
              displayType,
              mimeType: mimeTypes[displayType],
              documentTypes: [documentType],
              groupedTags: [groupedTag(DOCUMENT_TYPE_GROUP, documentType)],
              size: file.bytes,
              filePath,
              cdnPaths: { original: `/media/${filePath}` },
              listed: false,
            })
            .returning();
          const document = toStaffDocument(added!);
          const after = { title: document.title, displayType, size: document.size };
          await audit.record({ actor, area: "documents", action: "uploaded", subject: document.url, after }, tx);
          return document;
        });
        return { ok: true, document };
      } catch (error) {
        await storage.remove(target);
        throw error;
      }
    },

    /** New details; with `list`, the document also joins the library. Its facets and search follow at once. */
    async saveDetails(id: number, details: DocumentDetails, actor: AuditActor, list = false): Promise<LibraryAnswer> {
      return withRow(id, async (row, tx) => {
        const before = toStaffDocument(row);
        const listed = row.listed || list;
        await tx
          .update(documents)
          .set({
            title: details.title,
            description: details.description,
            documentTypes: [details.documentType],
            groupedTags: [...details.tags, groupedTag(DOCUMENT_TYPE_GROUP, details.documentType)],
            listed,
            seeded: false,
          })
          .where(eq(documents.id, id));
        await audit.record(
          {
            actor,
            area: "documents",
            action: "details changed",
            subject: before.url,
            before: auditDetails(before),
            after: auditDetails(details),
          },
          tx,
        );
        if (listed !== row.listed) {
          await audit.record({ actor, area: "documents", action: "put in the library", subject: before.url }, tx);
          // Last, so that a failed write leaves the file where the row says it is.
          await storage.move(fileOf(row), fileOf({ ...row, listed }));
        }
        return { ok: true };
      });
    },

    /** Takes a document out of the library (its address stops answering) or puts it back. */
    async setListed(id: number, listed: boolean, actor: AuditActor): Promise<LibraryAnswer> {
      return withRow(id, async (row, tx) => {
        if (row.listed === listed) return { ok: true };
        await tx.update(documents).set({ listed, seeded: false }).where(eq(documents.id, id));
        const action = listed ? "put in the library" : "withdrawn";
        await audit.record({ actor, area: "documents", action, subject: toStaffDocument(row).url }, tx);
        await storage.move(fileOf(row), fileOf({ ...row, listed }));
        return { ok: true };
      });
    },

    /** Writes a new file of the same type in the document's place: its address stays. */
    async replace(id: number, file: ReceivedUpload<DocumentContainer>, actor: AuditActor): Promise<LibraryAnswer> {
      const answer = await withRow(id, async (row, tx): Promise<LibraryAnswer> => {
        if (displayTypeOf(file.type, file.originalName || row.filePath) !== row.displayType) return { ok: false, reason: "other_type" };
        await tx.update(documents).set({ size: file.bytes, updatedAt: new Date(), seeded: false }).where(eq(documents.id, id));
        const subject = toStaffDocument(row).url;
        await audit.record(
          { actor, area: "documents", action: "file replaced", subject, before: { size: row.size }, after: { size: file.bytes } },
          tx,
        );
        await storage.putFile(fileOf(row), file.tempFile, row.mimeType);
        return { ok: true };
      });
      await rm(file.tempFile, { force: true });
      return answer;
    },

    /** Deletes a document and its file for good. */
    async remove(id: number, actor: AuditActor): Promise<LibraryAnswer> {
      let file: string | undefined;
      const answer = await withRow(id, async (row, tx) => {
        file = fileOf(row);
        await tx.delete(documents).where(eq(documents.id, id));
        const document = toStaffDocument(row);
        await audit.record({ actor, area: "documents", action: "deleted", subject: document.url, before: auditDetails(document) }, tx);
        return { ok: true };
      });
      if (answer.ok && file) await storage.remove(file);
      return answer;
    },

    /** Removes a received file that is not kept. */
    discard: (file: ReceivedUpload<DocumentContainer>) => rm(file.tempFile, { force: true }),
  };
}
