import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "../../app/platform/file-store";
import { readBackupArchive } from "./backup-archive";
import { answers, controlSocketPath } from "../process/control-socket";
import { lockDataDir } from "./data-dir-lock";
import { pgliteFolder, restoreEmbeddedDatabase } from "./db";
import { notBackedUp } from "./storage";

/** Where a backup goes back: an empty data directory, and the site's files (STORAGE_DIR or the bucket), empty too. */
export type RestoreTarget = {
  dataDir: string;
  files: FileStore;
  /** A local folder for each file while it arrives (STORAGE_DIR/uploads). */
  scratchDir: string;
};

export type Restored = { takenAt: string; files: number; seconds: number };

/** A restore that would write over something: nothing was written. */
export class RestoreRefused extends Error {}

async function holdsDatabase(dataDir: string): Promise<boolean> {
  const names = await readdir(pgliteFolder(dataDir)).catch(() => []);
  return names.length > 0;
}

/**
 * `npm run restore -- FILE`: puts a backup of server/storage/backups.ts back, with the site stopped. It
 * refuses a data directory a site runs on (its control socket answers, or its lock is held:
 * server/storage/data-dir-lock.ts) or one that holds a database, and a store that holds files: a restore
 * never writes over anything.
 */
export async function restoreBackup(archive: string, { dataDir, files, scratchDir }: RestoreTarget): Promise<Restored> {
  const started = performance.now();
  if (!(await stat(archive).catch(() => null))?.isFile()) throw new RestoreRefused(`There is no backup at ${archive}.`);
  if (await answers(controlSocketPath(dataDir)))
    throw new RestoreRefused(`A site is running on ${path.resolve(dataDir)}: a backup is restored with the site stopped.`);
  await mkdir(dataDir, { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    throw new RestoreRefused(`${error instanceof Error ? error.message : String(error)} A backup is restored with the site stopped.`);
  }
  try {
    if (await holdsDatabase(dataDir))
      throw new RestoreRefused(
        `${pgliteFolder(dataDir)} holds a database already: restore into an empty DATA_DIR, or move that folder aside first.`,
      );
    const present = (await files.list("")).filter((key) => !notBackedUp(key));
    if (present.length > 0)
      throw new RestoreRefused(
        `${files.location} holds ${present.length} files already: restore into an empty STORAGE_DIR (or bucket prefix).`,
      );
    await mkdir(scratchDir, { recursive: true });
    const scratch = path.join(scratchDir, `restoring-${process.pid}`);
    let takenAt = "";
    const { files: count } = await readBackupArchive(archive, {
      manifest: async (manifest) => {
        takenAt = manifest.createdAt;
      },
      database: (dump) => restoreEmbeddedDatabase(dataDir, dump),
      file: async (key, body) => {
        await pipeline(body, createWriteStream(scratch));
        await files.putFile(key, scratch);
      },
    }).finally(() => rm(scratch, { force: true }));
    return { takenAt, files: count, seconds: Math.round(performance.now() - started) / 1000 };
  } finally {
    unlock();
  }
}
