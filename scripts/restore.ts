// `npm run restore -- FILE`: puts a backup of `npm run backup` back into an empty DATA_DIR and an
// empty STORAGE_DIR (or bucket prefix), with the site stopped. It refuses a data directory a
// running site holds, and any place that holds a database or files already.
import path from "node:path";
import { parseConfig } from "../server/config";

const archive = process.argv[2];
if (!archive || process.argv.length > 3) {
  console.error("Usage: npm run restore -- <backup file>");
  process.exit(2);
}
const config = parseConfig(process.env);
if (config.DATABASE_URL) {
  console.error("restore: DATABASE_URL is set; a backup of the embedded database goes back without it (on PostgreSQL, pg_restore).");
  process.exit(2);
}
// The restore's modules (PGlite, the S3 client) load once the arguments and the engine are known to do.
const [{ UPLOADS_FOLDER }, { NotABackup }, { RestoreRefused, restoreBackup }, { openStorage }] = await Promise.all([
  import("../app/platform/file-upload.server"),
  import("../server/storage/backup-archive"),
  import("../server/storage/restore"),
  import("../server/storage/storage"),
]);
try {
  const restored = await restoreBackup(archive, {
    dataDir: config.DATA_DIR,
    files: openStorage(config).files,
    scratchDir: path.join(config.STORAGE_DIR, UPLOADS_FOLDER),
  });
  console.log(
    `Restored the backup taken ${restored.takenAt} into ${path.resolve(config.DATA_DIR)}: the database and ${restored.files} files, in ${restored.seconds} s. Start the site.`,
  );
} catch (error) {
  if (error instanceof RestoreRefused || error instanceof NotABackup) {
    console.error(`restore: ${error.message}`);
    process.exit(1);
  }
  console.error(
    `restore failed part way: ${error instanceof Error ? error.message : String(error)}. Empty DATA_DIR's pglite folder and the files restored so far, then try again.`,
  );
  process.exit(1);
}
