// `npm run content:import`: load the demo content of content/ into the configured database.
// Idempotent: run it after editing content/ and the pages update in place.
import { importDemoContent } from "../content";
import { parseConfig } from "../server/config";
import { openDatabase } from "../server/db";
import { createLogger } from "../server/logger";

const config = parseConfig(process.env);
const log = createLogger(config);
const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
try {
  const result = await importDemoContent({ db: database.db, storageDir: config.STORAGE_DIR, log, locale: config.CONTENT_LOCALE });
  console.log(`Imported ${result.entities} entities into ${database.kind}; generated ${result.imagesGenerated} images.`);
  // Invalid entities are logged one by one and skipped; the rest of the content still loads.
  if (result.rejected > 0) {
    console.error(`${result.rejected} entities were rejected: see the log above.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
