import { createDocumentService } from "../../app/features/documents/index.server";
import type { Db } from "../../app/platform/db";
import { ensureDemoDocuments } from "./generate";

/** The demo technical library: its files in storage and its rows in the documents table (idempotent). */
export async function importDemoDocuments(db: Db, storageDir: string): Promise<{ documents: number; filesGenerated: number }> {
  const { records, generated } = await ensureDemoDocuments(storageDir);
  await createDocumentService(db).save(records);
  return { documents: records.length, filesGenerated: generated };
}
