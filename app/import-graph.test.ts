import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 35: no import circle in app/, and no two features that import each other. A circle makes
// the order modules run in an accident; a pair of features that need each other is one feature.
const appRoot = path.resolve("app");
const importSource = /(?:^|\n)\s*(?:import|export)\s(?:[^"';]*?\sfrom\s)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(): string[] {
  return readdirSync(appRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|test-d)\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(appRoot, file));
}

function resolveImport(importer: string, source: string): string | null {
  const base = source.startsWith("~/")
    ? path.join(appRoot, source.slice(2))
    : source.startsWith(".")
      ? path.resolve(path.dirname(importer), source)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(importSource)]
      .map((match) => resolveImport(file, match[1] ?? match[2] ?? ""))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan): each is an import circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(appRoot, member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

function featureOf(file: string): string | null {
  const [top, feature] = path.relative(appRoot, file).split(path.sep);
  return top === "features" && feature !== undefined ? feature : null;
}

describe("the import graph of app/", () => {
  const graph = importGraph();

  it("reads every module's imports", () => {
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(graph.size).toBeGreaterThan(500);
    expect(edges).toBeGreaterThan(graph.size);
  });

  it("has no circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("has no pair of features that import each other", () => {
    const uses = new Set<string>();
    for (const [file, targets] of graph) {
      const from = featureOf(file);
      for (const target of targets) {
        const to = featureOf(target);
        if (from && to && from !== to) uses.add(`${from} -> ${to}`);
      }
    }
    const pairs = [...uses].filter((use) => {
      const [from, to] = use.split(" -> ");
      return from! < to! && uses.has(`${to} -> ${from}`);
    });
    expect(pairs).toEqual([]);
  });
});
