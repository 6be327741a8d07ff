// `npm test` step: fails when the first-load JavaScript of a route exceeds its budget in bench/budgets.json,
// or when the bench's recorded figures (bench/results.json) miss a budget of it (docs/decisions/0054).
import path from "node:path";
import { checkBudgets } from "./bench/budgets";
import { firstLoadFiles, pageRouteIds, readClientManifest } from "./bench/bundle";
import { readBudgets } from "./bench/inputs";
import { latestFigures, readRuns, verdicts } from "./bench/report";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
const manifest = readClientManifest(clientDir);
const budgets = readBudgets();
const lines = checkBudgets(clientDir, manifest, budgets.firstLoadJs);
const over = lines.filter((line) => line.over);
// Routes that share their code (every content screen) print as one line.
const groups = new Map<string, string[]>();
for (const line of [...lines].sort((a, b) => b.gzipKiB - a.gzipKiB)) {
  const label = `${line.over ? "OVER" : "ok  "} ${line.gzipKiB.toFixed(1).padStart(6)} / ${line.budgetKiB} KiB gzip`;
  groups.set(label, [...(groups.get(label) ?? []), line.routeId]);
}
for (const [label, ids] of groups) {
  console.log(`${label}  ${ids.length > 4 ? `${ids.slice(0, 4).join(", ")} and ${ids.length - 4} more` : ids.join(", ")}`);
}
// The admin's own stylesheet (app/admin.css) goes with the admin's routes and with no public page.
const adminCss = /\/admin-[\w-]+\.css$/;
const misplaced = pageRouteIds(manifest).filter(
  (routeId) => routeId.startsWith("admin-") !== firstLoadFiles(manifest, routeId).css.some((file) => adminCss.test(file)),
);
if (misplaced.length > 0) {
  console.error(`The admin's stylesheet is missing from an admin route or loaded by a public one: ${misplaced.join(", ")}.`);
  process.exit(1);
}
console.log("The admin's stylesheet loads on the admin's routes only.");
if (over.length > 0) {
  console.error(`First-load JavaScript over budget on: ${over.map((line) => line.routeId).join(", ")} (bench/budgets.json).`);
  process.exit(1);
}
console.log(`First-load JavaScript within budget on all ${lines.length} routes.`);

// What only `npm run bench` can measure (a phone on Slow 4G, Lighthouse, the server under load), as
// last recorded; the build's own bundle was judged above.
const recorded = latestFigures(readRuns("bench/results.json"));
const judged = recorded ? verdicts({ ...recorded, bundle: undefined }, budgets) : [];
const missed = judged.filter((verdict) => !verdict.met);
for (const verdict of missed) console.error(`MISSED ${verdict.budget}: ${verdict.measured}, budget ${verdict.target}`);
if (missed.length > 0) {
  console.error(
    `The bench's recorded figures (bench/results.json, commit ${recorded?.commit?.slice(0, 8)}) miss ${missed.length} budget(s).`,
  );
  process.exit(1);
}
console.log(`The bench's recorded figures meet all ${judged.length} budgets (bench/results.json, bench/RESULTS.md).`);
