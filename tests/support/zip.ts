import yauzl from "yauzl";

export type ZipEntry = { name: string; size: number };

/** The entries of a zip archive in order, read with yauzl (a library independent of the writer). */
export function zipEntries(buffer: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: ZipEntry[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, size: entry.uncompressedSize });
        zip.readEntry();
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

export const zipEntryNames = async (buffer: Buffer) => (await zipEntries(buffer)).map((entry) => entry.name);
