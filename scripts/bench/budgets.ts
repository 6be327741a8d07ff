// The first-load JavaScript budget of every route (bench/budgets.json).
import { type ClientManifest, pageRouteIds, routeAssets } from "./bundle";
import type { Budgets } from "./inputs";

export type BudgetLine = { routeId: string; gzipKiB: number; budgetKiB: number; over: boolean };

const KiB = 1024;

export function checkBudgets(clientDir: string, manifest: ClientManifest, budgets: Budgets["firstLoadJs"]): BudgetLine[] {
  return pageRouteIds(manifest).map((routeId) => {
    const gzipKiB = routeAssets(clientDir, manifest, routeId).js.gzip / KiB;
    const budgetKiB = budgets.routes[routeId] ?? budgets.default;
    return { routeId, gzipKiB, budgetKiB, over: gzipKiB > budgetKiB };
  });
}
