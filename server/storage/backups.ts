import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "../../app/platform/file-store";
import type { Logger } from "../../app/platform/logger";
import { type ArchivedFile, writeBackupArchive } from "./backup-archive";
import type { DatabaseSnapshot } from "./db";
import type { HoldableFileStore } from "./removal-hold";
import type { Config } from "../config";
import { type Storage, backupDir, notBackedUp } from "./storage";

/** An archive kept: its name, when the backup began (ISO) and its size in bytes. */
export type BackupArchive = { name: string; takenAt: string; bytes: number };

/** What one backup made, as `npm run backup` prints it. */
export type MadeBackup = BackupArchive & { files: number; seconds: number; location: string };

export type Backups = {
  /** Makes a backup now; called while one is under way, answers that one. */
  run(): Promise<MadeBackup>;
  /** The newest archive kept, or null. */
  latest(): Promise<BackupArchive | null>;
  /** Resolves once no backup is under way (shutdown waits for it before closing the database). */
  idle(): Promise<void>;
};

export type BackupsOptions = {
  snapshot: DatabaseSnapshot;
  files: HoldableFileStore;
  /** Where archives are kept: BACKUP_DIR, or `backups/` in the bucket. */
  shelf: FileStore;
  /** A local folder for the archive while it is written and for each file's copy. */
  workDir: string;
  keep: number;
  log: Logger;
  now?: () => Date;
};

/** `backup-2026-05-04T03-00-00-000Z.tar.gz`: sorted by name, sorted by time. */
const ARCHIVE_NAME = /^backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.tar\.gz$/;

const archiveName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;

function takenAt(name: string): string | null {
  const match = ARCHIVE_NAME.exec(name);
  return match ? `${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z` : null;
}

/**
 * Backups of the embedded database with the site's files, made while the site runs (docs/decisions/0035).
 *
 * The order keeps the archive whole: removals are held first, then the database is snapshot, then
 * the files are copied. Every file is written before the row that names it is committed (a lead's
 * photos, an upload), so a row in the snapshot has its file in the store by then; removals and moves
 * made after the hold leave the file where the copy finds it (server/storage/removal-hold.ts). Files the
 * other way round (copied before the snapshot) would miss those of a lead acknowledged in between.
 */
export function createBackups({ snapshot, files, shelf, workDir, keep, log, now = () => new Date() }: BackupsOptions): Backups {
  let running: Promise<MadeBackup> | null = null;

  /** Each file's bytes copied aside first: a file replaced while it is archived could not change the tar entry's length. */
  async function* copies(keys: string[], folder: string): AsyncGenerator<ArchivedFile> {
    for (const key of keys) {
      const source = await files.underlying.read(key);
      if (!source) throw new Error(`The file ${key} went missing while it was backed up.`);
      const localFile = path.join(folder, "file");
      await pipeline(source, createWriteStream(localFile));
      yield { key, localFile };
      await rm(localFile, { force: true });
    }
  }

  async function prune(): Promise<void> {
    const names = (await shelf.list("")).filter((name) => ARCHIVE_NAME.test(name)).sort();
    await Promise.all(names.slice(0, Math.max(0, names.length - keep)).map((name) => shelf.remove(name)));
  }

  /** Writes the archive in `workDir`; answers how many files it holds. */
  async function write(archive: string, startedAt: Date): Promise<number> {
    const release = files.hold();
    try {
      const database = await snapshot();
      const keys = (await files.underlying.list("")).filter((key) => !notBackedUp(key)).sort();
      const manifest = { format: 1 as const, createdAt: startedAt.toISOString(), postgres: database.version, files: keys.length };
      await writeBackupArchive(archive, { manifest, database: database.dump, files: copies(keys, workDir) });
      return keys.length;
    } finally {
      await release();
    }
  }

  async function make(): Promise<MadeBackup> {
    const startedAt = now();
    const started = performance.now();
    const name = archiveName(startedAt);
    const archive = path.join(workDir, name);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    try {
      const count = await write(archive, startedAt);
      const { size } = await stat(archive);
      await shelf.putFile(name, archive, "application/gzip");
      await prune();
      const made = {
        name,
        takenAt: startedAt.toISOString(),
        bytes: size,
        files: count,
        seconds: Math.round(performance.now() - started) / 1000,
        location: shelf.location,
      };
      log.info(made, "backup made");
      return made;
    } finally {
      // A failed backup leaves no half-written archive behind.
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    run() {
      running ??= make().finally(() => {
        running = null;
      });
      return running;
    },
    async latest() {
      const [name] = (await shelf.list(""))
        .filter((key) => ARCHIVE_NAME.test(key))
        .sort()
        .reverse();
      const at = name ? takenAt(name) : null;
      const info = name ? await shelf.info(name) : null;
      return name && at && info ? { name, takenAt: at, bytes: info.size } : null;
    },
    async idle() {
      await running?.catch(() => {});
    },
  };
}

/** The backups of the site `config` describes: archives to BACKUP_DIR, or to the bucket with the files. */
export function configuredBackups(config: Config, storage: Storage, snapshot: DatabaseSnapshot, log: Logger): Backups {
  return createBackups({
    snapshot,
    files: storage.files,
    shelf: storage.backups,
    // Beside the archives, so that keeping one is a rename; a bucket's is written here first.
    workDir: config.S3_BUCKET ? path.join(config.DATA_DIR, "backup-work") : path.join(backupDir(config), ".work"),
    keep: config.BACKUP_KEEP,
    log,
  });
}
