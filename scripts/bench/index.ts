// `npm run bench`: build, start the production server on a fresh embedded database with the demo
// content, then measure bundles, Lighthouse, a phone visitor's wait, load and cold start; write
// bench/results.json and RESULTS.md.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readClientManifest, routeAssets, routeIdForPath } from "./bundle";
import { compareWithCeiling } from "./ceiling";
import { measureColdStart } from "./cold-start";
import { measureMemory } from "./memory";
import { type Budgets, type PageUrl, readBudgets, readUrls } from "./inputs";
import { type H2Front, startH2Front } from "./h2-front";
import { runLighthouse } from "./lighthouse";
import { type LoadResult, combineRounds, runLoad } from "./load";
import { type BenchOptions, benchOptions } from "./options";
import { type BenchRun, type BundleRow, verdicts, writeResults } from "./report";
import { adminQuery } from "./scratch-database";
import { build, type RunningServer, startServer } from "./server";
import { measureVisitors } from "./visitor";

const started = performance.now();
const log = (line: string) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

function bundleRows(options: BenchOptions, pages: PageUrl[], budgets: Budgets): BundleRow[] {
  const clientDir = path.join(options.buildDir, "client");
  const manifest = readClientManifest(clientDir);
  return pages.map((page) => {
    const routeId = routeIdForPath(manifest, new URL(page.path, "http://x").pathname) ?? null;
    const assets = routeId ? routeAssets(clientDir, manifest, routeId) : null;
    const none = { raw: 0, gzip: 0, brotli: 0 };
    return {
      name: page.name,
      path: page.path,
      routeId,
      js: assets?.js ?? none,
      css: assets?.css ?? none,
      budgetKiB: (routeId && budgets.firstLoadJs.routes[routeId]) || budgets.firstLoadJs.default,
    };
  });
}

// The variants a phone's Chromium picks: AVIF, at most 1024 px wide.
const PHONE_VARIANT = /\/media\/[^"'\s,\\]+\?w=(120|320|575|1024)&(amp;)?f=avif/g;

/**
 * Visits every page once, so the code is warm and the images a phone asks for are resized
 * (once per variant, as in production) before anything is timed.
 */
async function warmUp(origin: string, pages: PageUrl[], get: H2Front["get"] = plainGet) {
  for (const page of pages) {
    const { status, body: html } = await get(`${origin}${page.path}`);
    const media = [...new Set([...html.matchAll(PHONE_VARIANT)].map((match) => match[0].replaceAll("&amp;", "&")))];
    for (const url of media) await get(`${origin}${url}`);
    log(`warm-up ${page.name} at ${origin}: ${status}, ${media.length} images`);
  }
}

const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * The API targets again, on a second production server whose database is a new one on
 * PostgreSQL, with the demo content imported (issue 39: the API's budget holds on both). Without
 * a PostgreSQL server to make it on, says so and measures nothing.
 */
async function measureApiOnPostgres(options: BenchOptions, rounds: number): Promise<LoadResult[]> {
  const name = `doors_bench_load_${process.pid}`;
  try {
    await adminQuery(POSTGRES, `CREATE DATABASE ${name}`);
  } catch (error) {
    log(`no PostgreSQL at ${POSTGRES} (${String(error)}): the API is measured on PGlite only`);
    return [];
  }
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString();
  // Beside the ceiling's plain server (+1) and the h2 front (+2).
  const onPostgres = { ...options, port: options.port + 3, dataDir: `${options.dataDir}-postgres` };
  try {
    log("starting a production server on a new PostgreSQL database");
    const server = await startServer(onPostgres, { fresh: true, readyPath: "/api/health", env: { DATABASE_URL: databaseUrl } });
    try {
      const results: LoadResult[][] = [];
      const settings = { duration: options.duration, connections: options.connections };
      for (let round = 1; round <= rounds; round += 1)
        for (const [index, target] of readUrls()
          .load.filter((target) => target.api)
          .entries()) {
          await settle(server.origin);
          const result = await runLoad(server.origin, target, settings, "postgres");
          log(
            `load round ${round} ${target.name} on PostgreSQL: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms, errors ${result.errors}`,
          );
          (results[index] ??= []).push(result);
        }
      return results.map(combineRounds);
    } finally {
      await server.stop();
    }
  } finally {
    await adminQuery(POSTGRES, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function plainGet(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

/**
 * Lighthouse straight at the server (HTTP/1.1, as the bench has always run it) and through the
 * HTTP/2 + TLS front, as production serves; each protocol asked for, in that order.
 */
async function lighthouseRuns(
  server: RunningServer,
  pages: PageUrl[],
  options: BenchOptions,
): Promise<Pick<BenchRun, "lighthouse" | "lighthouseH2">> {
  const out: Pick<BenchRun, "lighthouse" | "lighthouseH2"> = {};
  if (options.lighthouseProtocols.includes("http/1.1")) out.lighthouse = await runLighthouse(server.origin, pages, options.runs, log);
  if (options.lighthouseProtocols.includes("h2")) {
    const front = await startH2Front({ upstream: server.origin, port: options.port + 2 });
    try {
      // Its pages are cached under the front's origin: warmed as the server's were.
      await warmUp(front.origin, pages, front.get);
      out.lighthouseH2 = await runLighthouse(front.origin, pages, options.runs, (line) => log(`h2 ${line}`), front.chromeFlags);
    } finally {
      await front.close();
    }
  }
  return out;
}

/** Waits until renders queued by the previous target are done, so they do not slow the next one. */
async function settle(origin: string) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const sent = performance.now();
    await fetch(`${origin}/api/health`).then((response) => response.arrayBuffer());
    if (performance.now() - sent < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measureLoad(server: RunningServer, options: BenchOptions): Promise<NonNullable<BenchRun["load"]>> {
  const settings = { duration: options.duration, connections: options.connections };
  const rounds: LoadResult[][] = [];
  // Round by round, so a slow minute of the machine touches every target alike.
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const [index, target] of readUrls().load.entries()) {
      await settle(server.origin);
      const result = await runLoad(server.origin, target, settings);
      log(
        `load round ${round} ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms, status ${JSON.stringify(result.statusCodes)}, errors ${result.errors}`,
      );
      (rounds[index] ??= []).push(result);
    }
  }
  const targets = rounds.map(combineRounds);
  const comparison = await compareWithCeiling({
    origin: server.origin,
    clientDir: path.join(options.buildDir, "client"),
    plainPort: options.port + 1,
    rounds: options.rounds,
    settings,
    settle: () => settle(server.origin),
    log,
  });
  return { targets, comparison, homeToCeiling: comparison.homeToPlain.median };
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const options = benchOptions();
  const budgets = readBudgets();
  const pages = readUrls().pages.filter((page) => !options.pages || options.pages.includes(page.name));
  const wants = (part: BenchOptions["parts"][number]) => options.parts.includes(part);
  const run: BenchRun = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    options: {
      lighthouseRuns: options.runs,
      lighthouseProtocols: options.lighthouseProtocols,
      loadSeconds: options.duration,
      connections: options.connections,
      rounds: options.rounds,
      coldRuns: options.coldRuns,
      visitorRuns: options.visitorRuns,
      taps: options.taps,
      parts: options.parts,
    },
    lighthouseVersion: wants("lighthouse")
      ? (JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }).version
      : null,
  };

  if (!options.skipBuild) {
    log(`building into ${path.relative(process.cwd(), options.buildDir)}`);
    build(options);
  }
  if (wants("bundle")) run.bundle = bundleRows(options, pages, budgets);

  if (wants("lighthouse") || wants("visitor") || wants("load") || wants("cold")) {
    log("starting the production server on a fresh embedded database");
    const server = await startServer(options, { fresh: true, readyPath: "/api/health" });
    log(`first start with content import: ${(server.readyMs / 1000).toFixed(1)} s`);
    try {
      await warmUp(server.origin, pages);
      if (wants("lighthouse")) Object.assign(run, await lighthouseRuns(server, pages, options));
      if (wants("visitor")) {
        const visitorPages = readUrls().visitor.filter((page) => !options.pages || options.pages.includes(page.name));
        run.visitor = await measureVisitors(server.origin, visitorPages, { runs: options.visitorRuns, taps: options.taps }, log);
      }
      if (wants("load")) run.load = await measureLoad(server, options);
    } finally {
      await server.stop();
    }
    if (run.load) run.load.targets.push(...(await measureApiOnPostgres(options, options.rounds)));
    if (wants("cold")) {
      run.coldStart = await measureColdStart(options);
      log(`cold start: ${run.coldStart.medianMs.toFixed(0)} ms`);
    }
  }

  // On the database a run before left (or a new one): its own server, so nothing else was held in memory first.
  if (wants("memory")) run.memory = await measureMemory(options, log);

  writeResults(run, budgets);
  const missed = verdicts(run, budgets).filter((verdict) => !verdict.met);
  log(
    `wrote bench/results.json and bench/RESULTS.md; ${missed.length} budget(s) missed${missed.length ? `: ${missed.map((m) => m.budget).join("; ")}` : ""}`,
  );
}

await main();
