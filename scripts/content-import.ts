// `npm run content:import`: load the demo content of content/ into the configured database.
// Idempotent: run it after editing content/ and the pages update in place. Works while the site
// runs: the site then imports it and its pages show the new content at once.
import { z } from "zod";
import { importDemoContent } from "../content";
import { parseConfig } from "../server/config";
import { createLogger } from "../server/logger";
import { askRunningSite, openForTool } from "./running-site";

const ImportResultSchema = z.object({ entities: z.number(), imagesGenerated: z.number(), rejected: z.number(), keptEdited: z.number() });
type ImportResult = z.infer<typeof ImportResultSchema>;

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
    result = await importDemoContent({ db: database.db, storageDir: config.STORAGE_DIR, log, locale: config.CONTENT_LOCALE });
    into = database.kind;
  } finally {
    await database.close();
  }
}
console.log(`Imported ${result.entities} entities into ${into}; generated ${result.imagesGenerated} images.`);
if (result.keptEdited > 0) console.log(`${result.keptEdited} entities changed by editors in the admin were left as they are.`);
// Invalid entities are logged one by one and skipped; the rest of the content still loads.
if (result.rejected > 0) {
  console.error(`${result.rejected} entities were rejected: see the log${answer ? " of the site" : " above"}.`);
  process.exitCode = 1;
}
