// `npm run leads:export -- --form lac_request_quote --since 2026-01-01 [--out leads.csv]`: the leads of
// one form as CSV, on standard output or into a file. Works while the site runs.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { isLeadForm, leadForms } from "../app/features/leads/options";
import { parseConfig } from "../server/config";
import { askRunningSite, openForTool } from "./running-site";

const { values } = parseArgs({ options: { form: { type: "string" }, since: { type: "string" }, out: { type: "string" } } });
const form = values.form;
const since = new Date(values.since ?? "1970-01-01");
if (!form || !isLeadForm(form) || Number.isNaN(since.getTime())) {
  console.error(`Usage: npm run leads:export -- --form <${leadForms.join("|")}> [--since YYYY-MM-DD] [--out file.csv]`);
  process.exit(2);
}

const config = parseConfig(process.env);
let csv: string;
const answer = await askRunningSite(config, "GET", `/leads.csv?${new URLSearchParams({ form, since: since.toISOString() })}`);
if (answer) {
  if (answer.status !== 200) {
    console.error(`leads:export: the running site answered ${answer.status}: ${answer.body}`);
    process.exit(1);
  }
  csv = answer.body;
} else {
  // The export's modules load only here: asking the running site needs none of them.
  const [{ leadsCsv }, { staffUsers }] = await Promise.all([
    import("../app/features/leads/export.server"),
    import("../app/features/accounts/tables.server"),
  ]);
  const database = await openForTool(config, "leads:export");
  try {
    const staff = await database.db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers);
    csv = await leadsCsv(database.db, { form, from: since }, new Map(staff.map((person) => [person.id, person.name])));
  } finally {
    await database.close();
  }
}
if (values.out) await writeFile(values.out, csv);
else process.stdout.write(csv);
