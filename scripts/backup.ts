// `npm run backup`: a backup of the embedded database with the site's files, in one archive, to
// BACKUP_DIR (DATA_DIR/backups by default) or to the bucket's backups/ with S3_BUCKET. While the
// site runs it makes the backup itself (the database is open in it alone); otherwise this command
// opens the database. On PostgreSQL it says what to use instead (docs/decisions/0035).
import { z } from "zod";
import { formatBytes } from "../app/lib/format-bytes";
import type { MadeBackup } from "../server/storage/backups";
import { parseConfig } from "../server/config";
import { askRunningSite, openForTool } from "./running-site";

const MadeBackupSchema = z.object({
  name: z.string(),
  takenAt: z.string(),
  bytes: z.number(),
  files: z.number(),
  seconds: z.number(),
  location: z.string(),
}) satisfies z.ZodType<MadeBackup>;

const config = parseConfig(process.env);
if (config.DATABASE_URL) {
  console.error(
    "backup: the site runs on PostgreSQL, which this command does not back up. Use pg_dump (or your provider's backups) for the database and back up the files as docs/operations.md says (Backups).",
  );
  process.exit(2);
}

let made: MadeBackup;
const answer = await askRunningSite(config, "POST", "/backup");
if (answer) {
  if (answer.status !== 200) {
    console.error(`backup: the running site answered ${answer.status}: ${answer.body}`);
    process.exit(1);
  }
  made = MadeBackupSchema.parse(JSON.parse(answer.body));
} else {
  // The storage's modules (the S3 client) load only here: asking the running site needs none of them.
  const [{ configuredBackups }, { createLogger }, { openStorage }] = await Promise.all([
    import("../server/storage/backups"),
    import("../server/process/logger"),
    import("../server/storage/storage"),
  ]);
  const database = await openForTool(config, "backup");
  try {
    if (!database.snapshot) throw new Error("the embedded database gives no snapshot");
    made = await configuredBackups(config, openStorage(config), database.snapshot, createLogger({ ...config, LOG_LEVEL: "warn" })).run();
  } finally {
    await database.close();
  }
}
console.log(
  `Backup ${made.name} written to ${made.location}: ${formatBytes(made.bytes)}, the database and ${made.files} files, in ${made.seconds} s.`,
);
