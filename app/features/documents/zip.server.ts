import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import yazl from "yazl";
import { resolveInside } from "~/platform/storage";

/** Limits of one Download All (SPEC §7 `/ES/documents/zip`): files are streamed, never held whole. */
export const ZIP_MAX_FILES = 300;
export const ZIP_MAX_BYTES = 500 * 1024 * 1024;

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

/** The entries whose file is missing from storage `media/` (the library and the disk disagree). */
export async function missingFiles(mediaRoot: string, entries: ZipEntry[]): Promise<ZipEntry[]> {
  const root = path.resolve(mediaRoot);
  const found = await Promise.all(
    entries.map(async (entry) => {
      const file = resolveInside(root, entry.filePath);
      return (
        file !== null &&
        (await stat(file).then(
          (info) => info.isFile(),
          () => false,
        ))
      );
    }),
  );
  return entries.filter((_, index) => !found[index]);
}

/**
 * Streams a zip of library files from storage `media/`. A file that cannot be read once the answer
 * has started (deleted meanwhile) ends the download with an error: the request fails, not the process.
 */
export function zipStream(mediaRoot: string, entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  const names = entryNames(entries);
  entries.forEach((entry, index) => {
    const file = resolveInside(path.resolve(mediaRoot), entry.filePath);
    if (file) zip.addFile(file, names[index]!, { compress: !["zip", "docx", "xlsx", "pptx"].includes(entry.extension) });
  });
  zip.end();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
