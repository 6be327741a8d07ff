// `npm run content:import`: load the seed content of content/ into the configured database.
// Idempotent: run it after editing content/ and the pages update in place; what content/ no longer
// has is removed, unless staff changed it in the admin. Works while the site runs: the site then
// imports it and its pages show the new content at once.
import { z } from "zod";
import { type ImportResult, importDemoContent } from "../content";
import { importSummary } from "../content/import-summary";
import { parseConfig } from "../server/config";
import { notifyInstances } from "../server/process/change-channel";
import { createLogger } from "../server/process/logger";
import { changeMessage } from "../server/process/site-changes";
import { askRunningSite, openForTool } from "./running-site";
import { openStorage } from "../server/storage/storage";

const SeedCountsSchema = z.object({
  entities: z.number(),
  redirects: z.number(),
  documents: z.number(),
  galleryItems: z.number(),
  dealers: z.number(),
});
const ImportResultSchema = z.object({
  entities: z.number(),
  imagesGenerated: z.number(),
  rejected: z.number(),
  removed: SeedCountsSchema,
  kept: SeedCountsSchema,
  keptGoneFromSeed: z.array(z.string()),
}) satisfies z.ZodType<ImportResult>;

const config = parseConfig(process.env);
const log = createLogger(config);
let result: ImportResult;
let into: string;
const answer = await askRunningSite(config, "POST", "/content/import");
if (answer) {
  if (answer.status !== 200) {
    console.error(`content:import: the running site answered ${answer.status}: ${answer.body}`);
    process.exit(1);
  }
  result = ImportResultSchema.parse(JSON.parse(answer.body));
  into = "the running site";
} else {
  const database = await openForTool(config, "content:import");
  try {
    result = await importDemoContent({
      db: database.db,
      storageDir: config.STORAGE_DIR,
      store: openStorage(config).files,
      log,
      locale: config.CONTENT_LOCALE,
    });
    into = database.kind;
    // Instances running on this PostgreSQL render every page afresh (docs/decisions/0021).
    if (database.kind === "postgres") await notifyInstances(database.db, changeMessage("npm run content:import", { kind: "everything" }));
  } finally {
    await database.close();
  }
}
for (const line of importSummary(result, into)) console.log(line);
// Invalid entries are logged one by one and skipped; the rest of the content still loads.
if (result.rejected > 0) {
  console.error(`${result.rejected} entries were rejected: see the log${answer ? " of the site" : " above"}.`);
  process.exitCode = 1;
}
