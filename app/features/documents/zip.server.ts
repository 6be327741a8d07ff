import { Readable, finished } from "node:stream";
import yazl from "yazl";
import { type FileStore, isStoreKey } from "~/platform/file-store";

/**
 * Limits of one Download All (SPEC §7 `/ES/documents/zip`): files are streamed, never held whole.
 * ZIP_MAX_BYTES counts each file once: 250 MB is two and a half documents of the largest upload
 * (100 MB) and thousands of times the demo's largest group (64 KB), and bounds the CPU one zip takes
 * (a deflated 468 MB took 23 s).
 */
export const ZIP_MAX_FILES = 300;
export const ZIP_MAX_BYTES = 250 * 1024 * 1024;

/** Each file once, under the first name it was asked for: the same document listed again adds nothing to a zip. */
export function eachFileOnce<T extends { filePath: string | null }>(docs: T[]): T[] {
  const seen = new Set<string | null>();
  return docs.filter((doc) => !seen.has(doc.filePath) && seen.add(doc.filePath));
}

/** A safe download name: letters, digits, spaces, dots, dashes and underscores; never empty. */
export function safeFileName(name: string, fallback = "documents"): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9 ._-]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[ .]+|[ .]+$/g, "")
    .slice(0, 100)
    .trim();
  return cleaned || fallback;
}

export type ZipEntry = { name: string; filePath: string; extension: string };

/** Entry names inside the archive: sanitised, with the file's extension, never twice the same. */
export function entryNames(entries: ZipEntry[]): string[] {
  const used = new Map<string, number>();
  return entries.map((entry) => {
    const base = safeFileName(entry.name.replace(new RegExp(`\\.${entry.extension}$`, "i"), ""), "document");
    const seen = used.get(base.toLowerCase()) ?? 0;
    used.set(base.toLowerCase(), seen + 1);
    return `${seen === 0 ? base : `${base} (${seen + 1})`}.${entry.extension}`;
  });
}

/** The store's key of a library file (`documents/x.pdf` is `media/documents/x.pdf`), or null for a path that is no key. */
const keyOf = (entry: ZipEntry) => (isStoreKey(entry.filePath) ? `media/${entry.filePath}` : null);

/** The entries whose file is missing from the store's `media/` (the library and the store disagree). */
export async function missingFiles(store: FileStore, entries: ZipEntry[]): Promise<ZipEntry[]> {
  const found = await Promise.all(
    entries.map(async (entry) => {
      const key = keyOf(entry);
      return key !== null && (await store.info(key)) !== null;
    }),
  );
  return entries.filter((_, index) => !found[index]);
}

/**
 * Streams a zip of library files from the store's `media/`, one file open at a time. A file that
 * cannot be read once the answer has started (deleted meanwhile) ends the download with an error:
 * the request fails, not the process.
 */
export function zipStream(store: FileStore, entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  const names = entryNames(entries);
  entries.forEach((entry, index) => {
    const key = keyOf(entry);
    if (!key) return;
    const compress = !["zip", "docx", "xlsx", "pptx"].includes(entry.extension);
    // Opened when the archive reaches the entry, not all at once.
    zip.addReadStreamLazy(names[index]!, { compress }, (callback) => {
      const fail = (error: Error) => callback(error, undefined as unknown as Readable);
      store.read(key).then(
        (stream) => {
          if (!stream) return fail(new Error(`${key} is missing from storage`));
          // yazl listens to neither: a store that drops the connection mid-file would leave the
          // download hanging (or, with an error and no listener, stop the process).
          finished(stream, (error) => {
            if (error) output.destroy(error);
          });
          callback(null, stream);
        },
        (error: unknown) => fail(error as Error),
      );
    });
  });
  zip.end();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
