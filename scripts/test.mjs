// `npm test`: every check the project has, in order, stopping at the first that fails.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

// The two Vitest projects of vitest.config.ts, each with its own report for the totals below.
const vitestReports = ["unit", "site"].map((report) => `.data/test/vitest-${report}.json`);
const vitest = (report, projects) => [
  "vitest",
  "run",
  ...projects.flatMap((project) => ["--project", project]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile=.data/test/vitest-${report}.json`,
];

// The type check and the linter each use one core: they run side by side (their output follows, whole).
const checks = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["lint", "npm", ["run", "-s", "lint"]],
];
// The build comes before the site tests: the multi-process test starts its server processes from
// it (server/scale-out.site.test.ts), in seconds rather than through Vite.
const steps = [
  ["unit and service tests", "npx", vitest("unit", ["unit", "unit-dom"])],
  ["production build", "npx", ["react-router", "build"]],
  ["production dependencies", "node", ["scripts/production-imports.mjs"]],
  ["site tests", "npx", vitest("site", ["site"])],
  ["budgets", "npx", ["tsx", "scripts/check-budgets.ts"]],
  ["browser", "node", ["scripts/ensure-browser.mjs"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}

for (const report of vitestReports) rmSync(report, { force: true });
rmSync(".data/test/playwright.json", { force: true });
/** Runs a command with its output kept, and prints the output once it ends. */
function runBuffered([name, command, args]) {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (status) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`◀ ${name}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
      resolve(status === 0 ? null : name);
    });
  });
}

const started = Date.now();
let failedStep = (await Promise.all(checks.map(runBuffered))).find(Boolean);
for (const [name, command, args] of failedStep ? [] : steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  console.log(`◀ ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const [unit, site] = vitestReports.map((report) =>
  counts(report, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests })),
);
const e2e = counts(".data/test/playwright.json", (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));
const passed = unit.passed + site.passed + e2e.passed;
const failed = unit.failed + site.failed + e2e.failed + (failedStep && unit.failed + site.failed + e2e.failed === 0 ? 1 : 0);
console.log(
  `\nunit ${unit.passed}/${unit.passed + unit.failed}, site ${site.passed}/${site.passed + site.failed}, browser ${e2e.passed}/${e2e.passed + e2e.failed}, ${((Date.now() - started) / 1000).toFixed(0)} s${failedStep ? `; failed at: ${failedStep}` : ""}`,
);
console.log(`${passed} passed, ${failed} failed, ${unit.skipped + site.skipped + e2e.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
