import { createReadStream, createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { extract as tarExtract, pack as tarPack } from "tar-stream";
import { z } from "zod";
import { isStoreKey } from "../../app/platform/file-store";

/**
 * One backup in one file (docs/decisions/0035), a gzipped tar any `tar xzf` opens:
 * `backup.json` (this manifest), `database/pglite.tar` (the embedded database's data directory, as
 * PGlite's dumpDataDir writes it and its loadDataDir reads it) and `files/<key>` for every file of
 * the store, in that order.
 */
export const BackupManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  /** The PostgreSQL version that wrote the database: a data directory opens only on the same major version. */
  postgres: z.string().max(200),
  /** How many files follow the database. */
  files: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

const MANIFEST_ENTRY = "backup.json";
const DATABASE_ENTRY = "database/pglite.tar";
const FILES_FOLDER = "files/";

/** A file to put in the archive: its key, and a local copy of its bytes that no one writes any more. */
export type ArchivedFile = { key: string; localFile: string };

/**
 * Writes the archive to `out` (gzip level 6: the database shrinks to about a fifth; photos and
 * videos, compressed already, cost little CPU) and syncs it to the disk. `files` yields each file
 * as it is ready; its local copy may be removed once the next is asked for.
 */
export async function writeBackupArchive(
  out: string,
  { manifest, database, files }: { manifest: BackupManifest; database: Blob; files: AsyncIterable<ArchivedFile> },
): Promise<void> {
  const pack = tarPack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(out));
  written.catch(() => {});
  try {
    await entry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await entry(pack, DATABASE_ENTRY, Buffer.from(await database.arrayBuffer()));
    for await (const { key, localFile } of files) {
      const handle = await open(localFile, "r");
      const { size } = await handle.stat();
      await handle.close();
      await pipeline(createReadStream(localFile), pack.entry({ name: `${FILES_FOLDER}${key}`, size }));
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => {});
    throw error;
  }
  await written;
  const handle = await open(out, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function entry(pack: ReturnType<typeof tarPack>, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name }, body, (error) => (error ? reject(error) : resolve())));
}

async function readWhole(stream: AsyncIterable<unknown>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) {
    if (!(chunk instanceof Uint8Array)) throw new Error("A part of the archive gave no bytes.");
    chunks.push(chunk);
  }
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

export class NotABackup extends Error {}

/** What a restore does with each part of an archive, in the archive's order. */
export type ArchiveReader = {
  manifest: (manifest: BackupManifest) => Promise<void>;
  database: (dump: Blob) => Promise<void>;
  file: (key: string, body: AsyncIterable<unknown>) => Promise<void>;
};

/** An error of the restore's own (a full disk), not of the archive: passed on as it is. */
class ReaderFailed extends Error {
  constructor(readonly reason: unknown) {
    super("the restore failed");
  }
}

async function asReader<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new ReaderFailed(error);
  }
}

/** Reads an archive `writeBackupArchive` wrote; throws `NotABackup` for any other file, before writing anything. */
export async function readBackupArchive(file: string, reader: ArchiveReader): Promise<{ files: number }> {
  const extract = tarExtract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // Awaited below; handled here too, so a failure while a part is being restored is no unhandled rejection.
  reading.catch(() => {});
  let manifest: BackupManifest | null = null;
  let database = false;
  let files = 0;
  try {
    for await (const part of extract) {
      const name = part.header.name;
      if (!manifest) {
        const parsed =
          name === MANIFEST_ENTRY ? BackupManifestSchema.safeParse(JSON.parse(new TextDecoder().decode(await readWhole(part)))) : null;
        if (!parsed?.success) throw new NotABackup(`${file} is not a backup of this site (no ${MANIFEST_ENTRY} of format 1 first).`);
        const read = parsed.data;
        manifest = read;
        await asReader(() => reader.manifest(read));
      } else if (!database) {
        if (name !== DATABASE_ENTRY) throw new NotABackup(`${file} has no database after its manifest.`);
        database = true;
        const dump = new Blob([await readWhole(part)]);
        await asReader(() => reader.database(dump));
      } else {
        const key = name.slice(FILES_FOLDER.length);
        if (!name.startsWith(FILES_FOLDER) || !isStoreKey(key))
          throw new NotABackup(`${file} holds an entry that is no file of the site: ${name}`);
        await asReader(() => reader.file(key, part));
        files += 1;
      }
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    if (error instanceof ReaderFailed) throw error.reason;
    if (error instanceof NotABackup) throw error;
    // gzip, tar or JSON that does not read: a damaged file, or another kind of file.
    throw new NotABackup(`${file} is not a readable backup: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!manifest || !database) throw new NotABackup(`${file} ends before its database.`);
  if (files !== manifest.files)
    throw new NotABackup(`${file} holds ${files} files where its manifest says ${manifest.files}: it is cut short.`);
  return { files };
}
