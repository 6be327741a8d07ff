// How fast every admin screen answers a signed-in administrator, with the demo content (issue 35:
// the admin kit leaves its answer times unchanged or better; issue 38: every screen under 300 ms).
// The screens are the admin layout's pages of app/routes.ts; a screen of one item (`:id`) is the
// first such item linked from its list. Each is asked as a browser asks it (a document, then the
// loader's data as the client's navigations ask it), sequentially, after untimed warm-up requests.
//   npx tsx scripts/bench/admin-screens.ts [--checkout DIR] [--label NAME] [--requests 40] [--write]
// --checkout measures another working tree of the project (an earlier commit, built there) with this
// list of screens; --write adds the run to bench/RESULTS.md's "admin screens" section, beside the
// runs of other labels. Bounded: one production server on 127.0.0.1, requests × screens × 2 asks.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchOptions } from "./options";
import { writeOwnSection } from "./report";
import { machineLoad, timeRequests } from "./rounds";
import { build, serverEnv, startServer } from "./server";
import { leadFormData, validLeads } from "../../tests/support/leads";

const BUDGET_MS = 300;
const PASSWORD = "a passphrase for the admin bench";

const { values } = parseArgs({
  options: {
    checkout: { type: "string" },
    label: { type: "string", default: "this checkout" },
    requests: { type: "string", default: "40" },
    "skip-build": { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});
const checkout = values.checkout ? path.resolve(values.checkout) : undefined;
const requests = Math.min(200, Math.max(5, Number(values.requests)));

/** The admin layout's routes in the route table, as address patterns; those of a page (`.tsx`) are its screens. */
function adminRoutes(): { pattern: string; screen: boolean }[] {
  const table = readFileSync("app/routes.ts", "utf8");
  const layout = table.slice(table.indexOf('layout("routes/admin/layout.tsx"'));
  return [...layout.matchAll(/route\("(admin[^"]*)", "routes\/admin\/[^"]+\.(tsx?)"/g)].map((match) => ({
    pattern: `/${match[1]}`,
    screen: match[2] === "tsx" && !match[1]!.endsWith("/sign-out"),
  }));
}

type Session = { origin: string; cookie: string };

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** An administrator made with `admin:user`, its password set through its link, which signs it in. */
async function signedInAdmin(origin: string, env: NodeJS.ProcessEnv): Promise<Session> {
  const made = spawnSync(
    process.execPath,
    ["scripts/tool.mjs", "admin-user", "--email", "bench@admin.example", "--role", "admin", "--name", "Bench Admin"],
    { cwd: checkout, env, encoding: "utf8" },
  );
  const link = /https?:\/\/\S+/.exec(made.stdout)?.[0];
  if (!link) throw new Error(`admin:user gave no link:\n${made.stdout}\n${made.stderr}`);
  const set = await fetch(link, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password: PASSWORD, confirm: PASSWORD }),
    redirect: "manual",
  });
  const cookie = cookieOf(set);
  if (!cookie) throw new Error(`Setting the password signed nobody in (${set.status}).`);
  return { origin, cookie };
}

async function ask(session: Session, address: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${session.origin}${address}`, { headers: { Cookie: session.cookie }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

/**
 * The screen's address: a pattern with a parameter is the first item linked from the nearest screen
 * above it (its list), other than another route's address such as `new` or `export.csv`.
 */
async function addressOf(session: Session, pattern: string, routes: string[]): Promise<string | null> {
  if (!pattern.includes(":")) return pattern;
  const list = routes.filter((screen) => !screen.includes(":") && pattern.startsWith(`${screen}/`)).sort((a, b) => b.length - a.length)[0];
  if (!list) return null;
  const { text } = await ask(session, list);
  const item = pattern.replace(/[/.]/g, "\\$&").replace(/:[a-zA-Z]+/g, '[^"/?#]+');
  const linked = [...text.matchAll(new RegExp(`href="(${item})"`, "g"))].map((match) => match[1]!);
  return linked.find((address) => !routes.includes(address)) ?? null;
}

/** A lead of each form that takes no photo, through the lead API as the forms' script sends it, so that the inbox and a lead have something to show. */
async function sendLeads(origin: string) {
  for (const form of ["lac_request_quote", "lac_request_service", "lac_contact_us", "lac_become_dealer"] as const) {
    const { fillToken, field } = (await (await fetch(`${origin}/api/v1/forms/token`)).json()) as { fillToken: string; field: string };
    const sent = await fetch(`${origin}/api/v1/forms/submit`, {
      method: "POST",
      headers: { Origin: origin },
      body: leadFormData(form, validLeads[form], { [field]: fillToken }),
    });
    if (!sent.ok) throw new Error(`The ${form} lead was refused (${sent.status}).`);
  }
}

type ScreenFigures = { screen: string; address: string | null; status: number | null; document: Timing | null; data: Timing | null };
type Timing = { p50: number; p95: number };

async function measure(session: Session, pattern: string, routes: string[]): Promise<ScreenFigures> {
  const address = await addressOf(session, pattern, routes);
  if (!address) return { screen: pattern, address, status: null, document: null, data: null };
  const { status } = await ask(session, address);
  if (status !== 200) return { screen: pattern, address, status, document: null, data: null };
  const document = await timeRequests(() => ask(session, address), requests, 10);
  // What a click inside the admin asks: the route's loader data, without the page's HTML.
  const data = await timeRequests(() => ask(session, `${address}.data`), requests, 10);
  return { screen: pattern, address, status, document, data };
}

const ms = (timing: Timing | null, key: keyof Timing) => (timing ? timing[key].toFixed(1) : "–");

type Run = { label: string; at: string; machine: string; requests: number; screens: ScreenFigures[] };
const RUNS_FILE = "bench/admin-screens.json";

function report(runs: Run[]) {
  const lines = [
    "## Admin screens (issues 35 and 38)",
    "",
    `Each screen of the admin layout in app/routes.ts, asked by a signed-in administrator of a production server with the demo content, one request at a time after 10 untimed ones: the document (what a reload or a link opened in a new tab asks) and the loader's data (what a click inside the admin asks). Budget: under ${BUDGET_MS} ms. Written by \`npx tsx scripts/bench/admin-screens.ts --write\` (\`--checkout DIR --label NAME\` for another commit).`,
  ];
  for (const run of runs) {
    lines.push(
      "",
      `### ${run.label}`,
      "",
      `${run.at} UTC, ${run.machine}, ${run.requests} requests a screen.`,
      "",
      "| screen | address | document p50 ms | document p95 ms | data p50 ms | data p95 ms |",
      "| --- | --- | --- | --- | --- | --- |",
      ...run.screens.map(
        (figures) =>
          `| ${figures.screen} | ${figures.address ?? "no item to open"}${figures.status && figures.status !== 200 ? ` (${figures.status})` : ""} | ${ms(figures.document, "p50")} | ${ms(figures.document, "p95")} | ${ms(figures.data, "p50")} | ${ms(figures.data, "p95")} |`,
      ),
    );
  }
  writeOwnSection("admin-screens", "scripts/bench/admin-screens.ts --write", lines);
}

// Leads are posted at once; the fill time is the forms' concern, not the admin's.
process.env.FORM_MIN_FILL_SECONDS = "0";
// Inside the checkout measured, so that its server build finds its node_modules.
const options = benchOptions({
  ...process.env,
  BENCH_DIR: path.join(checkout ?? ".", ".data/bench-admin"),
  BENCH_PORT: process.env.BENCH_PORT ?? "3391",
});
if (!values["skip-build"]) build(options, checkout);
const server = await startServer(options, { fresh: true, readyPath: "/api/health", checkout });
try {
  const session = await signedInAdmin(server.origin, serverEnv(options));
  await sendLeads(server.origin);
  const routes = adminRoutes();
  const patterns = routes.map((route) => route.pattern);
  const screens: ScreenFigures[] = [];
  for (const { pattern } of routes.filter((route) => route.screen)) screens.push(await measure(session, pattern, patterns));
  const run: Run = {
    label: values.label,
    at: new Date().toISOString().slice(0, 16).replace("T", " "),
    machine: `${os.availableParallelism()} CPUs, ${machineLoad()}, Node ${process.version}`,
    requests,
    screens,
  };
  for (const figures of screens)
    console.log(
      `${figures.screen.padEnd(34)} ${String(figures.address ?? "-").padEnd(30)} document p50 ${ms(figures.document, "p50")} p95 ${ms(figures.document, "p95")}  data p50 ${ms(figures.data, "p50")} p95 ${ms(figures.data, "p95")}`,
    );
  const slowest = Math.max(...screens.map((figures) => figures.document?.p95 ?? 0));
  console.log(`Slowest p95: ${slowest.toFixed(1)} ms (budget ${BUDGET_MS} ms).`);
  if (values.write) {
    const runs: Run[] = existsSync(RUNS_FILE) ? (JSON.parse(readFileSync(RUNS_FILE, "utf8")) as Run[]) : [];
    const kept = [...runs.filter((earlier) => earlier.label !== run.label), run];
    writeFileSync(RUNS_FILE, `${JSON.stringify(kept, null, 2)}\n`);
    report(kept);
  }
} finally {
  await server.stop();
}
