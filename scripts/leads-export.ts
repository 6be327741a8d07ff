// `npm run leads:export -- --form lac_request_quote --since 2026-01-01 [--out leads.csv]`: the leads of
// one form as CSV, on standard output or into a file.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { isLeadForm, leadForms } from "../app/features/forms/options";
import { leadsCsv } from "../app/features/forms/export.server";
import { parseConfig } from "../server/config";
import { openDatabase } from "../server/db";

const { values } = parseArgs({ options: { form: { type: "string" }, since: { type: "string" }, out: { type: "string" } } });
const since = new Date(values.since ?? "1970-01-01");
if (!values.form || !isLeadForm(values.form) || Number.isNaN(since.getTime())) {
  console.error(`Usage: npm run leads:export -- --form <${leadForms.join("|")}> [--since YYYY-MM-DD] [--out file.csv]`);
  process.exit(2);
}

const config = parseConfig(process.env);
const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
try {
  const csv = await leadsCsv(database.db, values.form, since);
  if (values.out) await writeFile(values.out, csv);
  else process.stdout.write(csv);
} finally {
  await database.close();
}
