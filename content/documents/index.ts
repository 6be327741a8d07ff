import { rm } from "node:fs/promises";
import path from "node:path";
import { createDocumentService } from "../../app/features/documents/index.server";
import type { Db } from "../../app/platform/db";
import type { FileStore } from "../../app/platform/file-store";
import { resolveInside } from "../../app/platform/storage";
import { type DemoDocument, demoDocuments } from "./catalogue";
import { ensureDemoDocuments } from "./generate";

export type DemoDocumentsImport = { documents: number; filesGenerated: number; kept: number; removed: number };

/**
 * The demo technical library: its files in storage and its rows in the documents table
 * (idempotent). A document the seed put in and `docs` no longer has goes, with its file.
 */
export async function importDemoDocuments(
  db: Db,
  storageDir: string,
  docs: readonly DemoDocument[] = demoDocuments(),
  /** The site's store when it is not `storageDir` (a bucket): a removed document's file goes from there too. */
  store?: FileStore,
): Promise<DemoDocumentsImport> {
  const service = createDocumentService(db);
  // A document staff changed is theirs: its file may be elsewhere (withdrawn) or newer (replaced).
  const owned = await service.staffOwnedKeys(docs.map((doc) => doc.key));
  const { records, generated } = await ensureDemoDocuments(
    storageDir,
    docs.filter((doc) => !owned.has(doc.key)),
  );
  const { kept, removedFiles } = await service.saveSeed(records);
  const mediaRoot = path.resolve(storageDir, "media");
  for (const filePath of removedFiles) {
    const file = resolveInside(mediaRoot, filePath);
    if (file) await rm(file, { force: true });
    if (store && file) await store.remove(`media/${filePath}`);
  }
  return { documents: docs.length, filesGenerated: generated, kept: kept + owned.size, removed: removedFiles.length };
}
