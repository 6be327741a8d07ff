// `npm test` step: fails when the first-load JavaScript of a route exceeds its budget in bench/budgets.json.
import path from "node:path";
import { checkBudgets } from "./bench/budgets";
import { firstLoadFiles, pageRouteIds, readClientManifest } from "./bench/bundle";
import { readBudgets } from "./bench/inputs";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
const manifest = readClientManifest(clientDir);
const lines = checkBudgets(clientDir, manifest, readBudgets().firstLoadJs);
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
