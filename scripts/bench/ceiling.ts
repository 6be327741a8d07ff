// The cached home page against a bare node:http server serving the same bytes, and against the
// app's own static handler serving them as a file, interleaved round by round in one run, so the
// ratios compare figures measured side by side under the same load on the machine.
import { type ChildProcess, fork } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type LoadResult, type LoadSettings, runLoad } from "./load";
import { type Spread, spread } from "./stats";

export const CEILING_FILE = "bench-ceiling.html";
const PLAIN_SERVER = fileURLToPath(new URL("./plain-server.mjs", import.meta.url));

export type CeilingTarget = "cached home" | "plain node:http" | "static file";
export type CeilingRow = { name: CeilingTarget; path: string; requestsPerSecond: Spread; p99Ms: Spread; p50Ms: Spread; errors: number };
export type CeilingComparison = {
  rounds: number;
  rows: CeilingRow[];
  /** Per round, cached home over the plain server: throughput, and p99 latency. */
  homeToPlain: Spread;
  p99ToPlain: Spread;
  homeToStatic: Spread;
  /** The machine's 1-minute load average before and after: how busy it was meanwhile. */
  loadAverage: { before: number; after: number };
  /** Every round's raw results, in the order run. */
  results: LoadResult[];
};

async function startPlain(file: string, port: number): Promise<ChildProcess> {
  const child = fork(PLAIN_SERVER, [file, String(port)], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the plain server stopped with code ${code}`)));
  });
  return child;
}

export async function compareWithCeiling({
  origin,
  clientDir,
  plainPort,
  rounds,
  settings,
  settle,
  log,
}: {
  origin: string;
  clientDir: string;
  plainPort: number;
  rounds: number;
  settings: LoadSettings;
  settle: () => Promise<void>;
  log: (line: string) => void;
}): Promise<CeilingComparison> {
  // The same bytes everywhere: the home page as the cache answers it (its nonce is one visitor's).
  const home = Buffer.from(await (await fetch(`${origin}/`)).arrayBuffer());
  const file = path.join(clientDir, CEILING_FILE);
  writeFileSync(file, home);
  const plain = await startPlain(file, plainPort);
  const before = os.loadavg()[0] ?? 0;
  const results: LoadResult[] = [];
  const targets: { name: CeilingTarget; origin: string; path: string }[] = [
    { name: "cached home", origin, path: "/" },
    { name: "plain node:http", origin: `http://127.0.0.1:${plainPort}`, path: "/" },
    { name: "static file", origin, path: `/${CEILING_FILE}` },
  ];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        await settle();
        const result = await runLoad(
          target.origin,
          { name: target.name, path: target.path, method: "GET", headers: {}, api: false },
          settings,
        );
        log(`ceiling round ${round} ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms`);
        results.push(result);
      }
    }
  } finally {
    plain.kill();
  }
  const of = (name: CeilingTarget) => results.filter((result) => result.name === name);
  const rows = targets.map((target) => {
    const runs = of(target.name);
    return {
      name: target.name,
      path: target.path,
      requestsPerSecond: spread(runs.map((run) => run.requestsPerSecond)),
      p50Ms: spread(runs.map((run) => run.p50Ms)),
      p99Ms: spread(runs.map((run) => run.p99Ms)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    };
  });
  const cached = of("cached home");
  const ratio = (other: LoadResult[], pick: (result: LoadResult) => number) =>
    spread(cached.map((run, index) => pick(run) / Math.max(pick(other[index] as LoadResult), 1e-9)));
  return {
    rounds,
    rows,
    homeToPlain: ratio(of("plain node:http"), (result) => result.requestsPerSecond),
    p99ToPlain: ratio(of("plain node:http"), (result) => result.p99Ms),
    homeToStatic: ratio(of("static file"), (result) => result.requestsPerSecond),
    loadAverage: { before, after: os.loadavg()[0] ?? 0 },
    results,
  };
}
