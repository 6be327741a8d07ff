// bench/results.json (every run, newest first) and bench/RESULTS.md (the newest, against the budgets).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Sizes } from "./bundle";
import type { Budgets } from "./inputs";
import type { LighthousePage } from "./lighthouse";
import type { CeilingComparison } from "./ceiling";
import type { LoadResult } from "./load";
import type { MemoryResult } from "./memory";
import { formatSpread, spread } from "./stats";
import { SLOW_4G, type VisitorResult } from "./visitor";

export type BundleRow = { name: string; path: string; routeId: string | null; js: Sizes; css: Sizes; budgetKiB: number };

export type BenchRun = {
  date: string;
  commit: string | null;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; platform: string };
  options: {
    lighthouseRuns: number;
    /** Absent from runs made before the h2 front: those ran HTTP/1.1 only. */
    lighthouseProtocols?: string[];
    loadSeconds: number;
    connections: number;
    /** Rounds of the ceiling comparison; absent from runs made before it. */
    rounds?: number;
    coldRuns: number;
    /** Absent from runs made before the visitor part existed. */
    visitorRuns?: number;
    taps?: number;
    parts: string[];
  };
  lighthouseVersion: string | null;
  bundle?: BundleRow[];
  /** Straight at the server, over HTTP/1.1. */
  lighthouse?: LighthousePage[];
  /** Through the HTTP/2 + TLS front (scripts/bench/h2-front.ts), as production serves; from 2026-11-28. */
  lighthouseH2?: LighthousePage[];
  visitor?: VisitorResult[];
  /**
   * `comparison`: the cached home page against a plain node:http server of the same bytes, in
   * rounds (from 2026-11-26); older runs had one `ceiling`, the app's own static file.
   */
  load?: { targets: LoadResult[]; comparison?: CeilingComparison; ceiling?: LoadResult; homeToCeiling: number | null };
  coldStart?: { runsMs: number[]; medianMs: number };
  memory?: MemoryResult;
};

type Verdict = { budget: string; target: string; measured: string; met: boolean };

const KiB = 1024;
const kib = (bytes: number) => (bytes / KiB).toFixed(1);
const ms = (value: number | null | undefined) => (value === null || value === undefined ? "-" : value.toFixed(0));
const MAX_RUNS_KEPT = 20;

export function readRuns(file: string): BenchRun[] {
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { runs?: BenchRun[] };
  return parsed.runs ?? [];
}

/** Lighthouse's budgets of each page; `protocol` names a run other than HTTP/1.1's in the verdicts. */
function lighthouseVerdicts(pages: LighthousePage[], lh: Budgets["lighthouse"], performance: number, protocol: string): Verdict[] {
  const out: Verdict[] = [];
  for (const page of pages) {
    const checks: [string, number | null, number, "min" | "max"][] = [
      ["performance", page.scores.performance, performance, "min"],
      ["accessibility", page.scores.accessibility, lh.accessibility, "min"],
      ["best practices", page.scores.bestPractices, lh.bestPractices, "min"],
      ["SEO", page.scores.seo, lh.seo, "min"],
      ["CLS", page.metrics.cls, lh.cls, "max"],
    ];
    for (const [name, value, target, direction] of checks) {
      // A noindex page may fail is-crawlable, and only that, of the SEO audits.
      const noindexOnly =
        name === "SEO" &&
        page.noindex === true &&
        page.failing.filter((audit) => audit.startsWith("seo/")).every((audit) => audit === "seo/is-crawlable");
      out.push({
        budget: `Lighthouse ${name}${protocol}, ${page.name}`,
        target: noindexOnly ? "only is-crawlable fails (noindex)" : direction === "min" ? `>= ${target}` : `< ${target}`,
        measured: value === null ? (page.runtimeError ?? "no score") : String(Number(value.toFixed(3))),
        met: value !== null && (noindexOnly || (direction === "min" ? value >= target : value < target)),
      });
    }
  }
  return out;
}

export function verdicts(run: BenchRun, budgets: Budgets): Verdict[] {
  const out: Verdict[] = [];
  for (const row of run.bundle ?? []) {
    out.push({
      budget: `first-load JS, ${row.name}`,
      target: `<= ${row.budgetKiB} KiB gzip`,
      measured: `${kib(row.js.gzip)} KiB`,
      met: row.js.gzip / KiB <= row.budgetKiB,
    });
  }
  out.push(...lighthouseVerdicts(run.lighthouse ?? [], budgets.lighthouse, budgets.lighthouse.performance, ""));
  out.push(...lighthouseVerdicts(run.lighthouseH2 ?? [], budgets.lighthouse, budgets.lighthouse.performanceH2, " over h2"));
  const phone = budgets.visitor;
  for (const page of run.visitor ?? []) {
    const medians: [string, number | null, number][] = [
      ["FCP", page.median.fcpMs, phone.fcpMs],
      ["LCP", page.median.lcpMs, phone.lcpMs],
      ["hydrated", page.median.hydratedMs, phone.hydratedMs],
      ["first input delay", page.median.firstInputMs, phone.firstInputMs],
    ];
    for (const [name, value, target] of medians) {
      out.push({
        budget: `${name} on a Slow 4G phone, ${page.name}`,
        target: `<= ${target} ms`,
        measured: value === null ? "not measured" : `${ms(value)} ms`,
        met: value !== null && value <= target,
      });
    }
    if (page.earlyTaps) {
      const { opened, of } = page.earlyTaps;
      out.push({
        budget: `early taps on Menu that open it, ${page.name}`,
        target: `>= ${Math.ceil(budgets.visitor.earlyTapsOpened * of)} of ${of}`,
        measured: `${opened} of ${of}`,
        met: opened >= budgets.visitor.earlyTapsOpened * of,
      });
    }
  }
  if (run.load) {
    const { homeToCeiling, targets, comparison } = run.load;
    out.push({
      budget: comparison ? "cached home / plain node:http, req/s (median of rounds)" : "cached home / static ceiling",
      target: `>= ${budgets.server.cachedHomeToCeiling}`,
      measured: homeToCeiling === null ? "-" : homeToCeiling.toFixed(2),
      met: homeToCeiling !== null && homeToCeiling >= budgets.server.cachedHomeToCeiling,
    });
    if (comparison) {
      out.push({
        budget: "cached home p99 / plain node:http p99 (median of rounds)",
        target: `<= ${budgets.server.cachedHomeP99ToCeiling}`,
        measured: comparison.p99ToPlain.median.toFixed(2),
        met: comparison.p99ToPlain.median <= budgets.server.cachedHomeP99ToCeiling,
      });
    }
    const uncached = targets.find((target) => target.name === "home-render");
    if (uncached) {
      out.push({
        budget: "uncached home render p99 (one connection)",
        target: `< ${budgets.server.uncachedHomeP99Ms} ms`,
        measured: `${ms(uncached.p99Ms)} ms`,
        met: uncached.p99Ms < budgets.server.uncachedHomeP99Ms,
      });
    }
    for (const target of targets.filter((target) => target.api)) {
      const where = `${target.name} on ${target.database === "postgres" ? "PostgreSQL" : "PGlite"}`;
      out.push(
        {
          budget: `API req/s, ${where}`,
          target: `>= ${budgets.api.requestsPerSecond}`,
          measured: target.requestsPerSecond.toFixed(0),
          met: target.requestsPerSecond >= budgets.api.requestsPerSecond,
        },
        {
          budget: `API p99, ${where}`,
          target: `<= ${budgets.api.p99Ms} ms`,
          measured: `${target.p99Ms} ms`,
          met: target.p99Ms <= budgets.api.p99Ms,
        },
      );
    }
    const errors = targets.reduce((sum, target) => sum + target.errors, 0);
    out.push({
      budget: "errors under load",
      target: `= ${budgets.server.errors}`,
      measured: String(errors),
      met: errors <= budgets.server.errors,
    });
  }
  return out;
}

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function summaryRow(run: BenchRun): (string | number)[] {
  const home = run.lighthouse?.find((page) => page.name === "home");
  const load = (name: string) => run.load?.targets.find((target) => target.name === name);
  return [
    run.date.slice(0, 16).replace("T", " "),
    run.commit?.slice(0, 8) ?? "-",
    run.machine.cpus,
    home?.scores.performance ?? "-",
    ms(home?.metrics.lcpMs),
    ms(load("home")?.requestsPerSecond),
    run.load?.homeToCeiling?.toFixed(2) ?? "-",
    ms(load("home-render")?.p99Ms),
    ms(run.coldStart?.medianMs),
  ];
}

/** One figure of a page over both protocols: "HTTP/1.1 / h2" where they differ, or where only h2 has it. */
function both(http1: string | number | undefined, h2: string | number | undefined): string {
  if (h2 === undefined || String(h2) === String(http1)) return String(http1 ?? "-");
  return `${http1 ?? "-"} / ${h2}`;
}

const performanceOf = (page: LighthousePage | undefined) =>
  page === undefined ? "-" : page.spreads?.performance ? formatSpread(page.spreads.performance) : String(page.scores.performance ?? "-");
const lcpOf = (page: LighthousePage | undefined) =>
  page === undefined ? "-" : page.spreads?.lcpMs ? formatSpread(page.spreads.lcpMs) : ms(page.metrics.lcpMs);
const runsOf = (page: LighthousePage | undefined) => page && `${page.runs}${page.retried ? ` (${page.retried})` : ""}`;
const clsOf = (page: LighthousePage | undefined) => page && (page.metrics.cls === null ? "-" : page.metrics.cls.toFixed(3));

/**
 * The Lighthouse figures of both protocols side by side, page by page, each from the newest run
 * that measured it (runs before the h2 front have HTTP/1.1 only).
 */
function lighthouseSection(
  http1Run: BenchRun | undefined,
  h2Run: BenchRun | undefined,
  provenance: (run: BenchRun) => string,
): string[] | null {
  const http1 = http1Run?.lighthouse ?? [];
  const h2 = h2Run?.lighthouseH2 ?? [];
  const about = http1Run ?? h2Run;
  if (!about) return null;
  const names = [...new Set([...http1, ...h2].map((page) => page.name))];
  const runName = (run: BenchRun) => `the run of ${run.date}, commit ${run.commit?.slice(0, 8) ?? "unknown"}`;
  const sources =
    http1Run && h2Run && http1Run !== h2Run ? `HTTP/1.1 from ${runName(http1Run)}; h2 from ${runName(h2Run)}. ` : provenance(about);
  return [
    "## Lighthouse (mobile)",
    sources +
      `Lighthouse ${about.lighthouseVersion ?? "-"}, mobile, simulated throttling, median (range) of ${about.options.lighthouseRuns} runs; ` +
      "a run that fails to start (NO_NAVSTART and the like) is made again up to 3 times. " +
      "HTTP/1.1: straight at the server on plain http, as the bench always ran it; h2: through a local HTTP/2 + TLS front " +
      "(scripts/bench/h2-front.ts, a certificate made for the run), as production serves. Where the two differ, a cell reads HTTP/1.1 / h2.",
    table(
      [
        "page",
        "path",
        "Perf HTTP/1.1",
        "Perf h2",
        "LCP ms HTTP/1.1",
        "LCP ms h2",
        "FCP ms HTTP/1.1",
        "FCP ms h2",
        "A11y",
        "BP",
        "SEO",
        "TBT ms",
        "CLS",
        "SI ms",
        "runs (made again)",
        "below 100 or error",
      ],
      names.map((name) => {
        const one = http1.find((page) => page.name === name);
        const two = h2.find((page) => page.name === name);
        const failing = [
          ...[one?.runtimeError, ...(one?.failing ?? [])].filter(Boolean),
          ...[two?.runtimeError, ...(two?.failing ?? [])].filter(Boolean).map((audit) => `h2: ${audit}`),
        ];
        return [
          name,
          `\`${(one ?? two)?.path ?? ""}\``,
          performanceOf(one),
          performanceOf(two),
          lcpOf(one),
          lcpOf(two),
          one ? ms(one.metrics.fcpMs) : "-",
          two ? ms(two.metrics.fcpMs) : "-",
          both(one?.scores.accessibility ?? undefined, two?.scores.accessibility ?? undefined),
          both(one?.scores.bestPractices ?? undefined, two?.scores.bestPractices ?? undefined),
          both(one?.scores.seo ?? undefined, two?.scores.seo ?? undefined),
          both(one && ms(one.metrics.tbtMs), two && ms(two.metrics.tbtMs)),
          both(clsOf(one), clsOf(two)),
          both(one && ms(one.metrics.speedIndexMs), two && ms(two.metrics.speedIndexMs)),
          both(runsOf(one), runsOf(two)),
          failing.join(", "),
        ];
      }),
    ),
  ];
}

/** The parts of a run that RESULTS.md shows, each a section. */
const SECTIONS = ["lighthouse", "lighthouseH2", "visitor", "bundle", "load", "memory", "coldStart"] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Each part from the newest run that measured it: a run of some parts (the memory part takes half
 * an hour, a Lighthouse trial a few minutes) leaves the newest figures of the others in view.
 */
function newestOfEachPart(runs: BenchRun[]): Partial<Record<Section, BenchRun>> {
  const from: Partial<Record<Section, BenchRun>> = {};
  for (const section of SECTIONS) {
    const run = runs.find((each) => each[section] !== undefined);
    if (run) from[section] = run;
  }
  return from;
}

/** The newest run with each part's figures from the newest run that measured that part: what the budgets judge. */
export function latestFigures(runs: BenchRun[]): BenchRun | null {
  const newest = runs[0];
  if (!newest) return null;
  const from = newestOfEachPart(runs);
  return {
    ...newest,
    lighthouse: from.lighthouse?.lighthouse,
    lighthouseH2: from.lighthouseH2?.lighthouseH2,
    visitor: from.visitor?.visitor,
    bundle: from.bundle?.bundle,
    load: from.load?.load,
    memory: from.memory?.memory,
    coldStart: from.coldStart?.coldStart,
  };
}

export function markdown(runs: BenchRun[], budgets: Budgets): string {
  const newest = runs[0];
  const combined = latestFigures(runs);
  if (!newest || !combined) return "# Benchmark results\n\nNo run yet: `npm run bench`.\n";
  const from = newestOfEachPart(runs);
  /** Says which run a section's figures come from, when it is not the newest. */
  const provenance = (source: BenchRun) =>
    source === newest ? "" : `From the run of ${source.date}, commit ${source.commit?.slice(0, 8) ?? "unknown"}. `;
  const { machine } = newest;
  const parts: string[] = [
    "# Benchmark results",
    `Written by \`npm run bench\` (scripts/bench); every run is kept in results.json. Newest run: ${newest.date}, commit ${newest.commit?.slice(0, 8) ?? "unknown"}, ` +
      `${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}; parts: ${newest.options.parts.join(", ")}. ` +
      "Each section below shows the newest run that measured its part.",
  ];
  const checks = verdicts(combined, budgets);
  if (checks.length > 0) {
    const missed = checks.filter((check) => !check.met);
    parts.push(
      `## Budgets (bench/budgets.json): ${checks.length - missed.length} of ${checks.length} met`,
      missed.length === 0
        ? "All met."
        : table(
            ["missed budget", "target", "measured"],
            missed.map((check) => [check.budget, check.target, check.measured]),
          ),
    );
  }
  const lighthouse = lighthouseSection(from.lighthouse, from.lighthouseH2, provenance);
  if (lighthouse) parts.push(...lighthouse);
  const visitorRun = from.visitor;
  if (visitorRun?.visitor) {
    parts.push(
      "## A phone visitor on Slow 4G (median and range)",
      provenance(visitorRun) +
        `Chromium at 390×844 with CDP throttling: ${SLOW_4G.latencyMs} ms round trip, ${SLOW_4G.downloadMbps}/${SLOW_4G.uploadMbps} Mbps, CPU ×${SLOW_4G.cpuSlowdown}; ` +
        `${visitorRun.options.visitorRuns ?? "-"} visits per page. Hydrated: \`html[data-hydrated]\` set, lazy blocks included; painted but dead: hydrated − FCP; ` +
        "first input: the delay from the page's first tap (after hydration) to the next frame; early taps: Menu tapped as soon as it is painted, and how many of those came before hydration.",
      table(
        [
          "page",
          "path",
          "FCP ms",
          "LCP ms",
          "hydrated ms",
          "painted but dead ms",
          "first input",
          "first input ms",
          "early taps opened (before hydration)",
        ],
        visitorRun.visitor.map((page) => [
          page.name,
          `\`${page.path}\``,
          formatSpread(spread(page.runs.map((each) => each.fcpMs))),
          formatSpread(spread(page.runs.map((each) => each.lcpMs))),
          formatSpread(spread(page.runs.map((each) => each.hydratedMs))),
          ms(page.median.deadMs),
          page.interaction,
          ms(page.median.firstInputMs),
          page.earlyTaps ? `${page.earlyTaps.opened}/${page.earlyTaps.of} (${page.earlyTaps.beforeHydration})` : "-",
        ]),
      ),
    );
  }
  const bundleRun = from.bundle;
  if (bundleRun?.bundle) {
    parts.push(
      "## JavaScript and CSS of the first load (KiB)",
      ...(bundleRun === newest ? [] : [provenance(bundleRun).trim()]),
      table(
        ["page", "route", "JS gzip", "JS brotli", "JS raw", "CSS gzip", "CSS brotli", "JS budget (gzip)"],
        bundleRun.bundle.map((row) => [
          row.name,
          row.routeId ?? "-",
          kib(row.js.gzip),
          kib(row.js.brotli),
          kib(row.js.raw),
          kib(row.css.gzip),
          kib(row.css.brotli),
          row.budgetKiB,
        ]),
      ),
    );
  }
  const loadRun = from.load;
  if (loadRun?.load) {
    const { comparison } = loadRun.load;
    const targets = [...loadRun.load.targets, ...(loadRun.load.ceiling ? [loadRun.load.ceiling] : [])];
    parts.push(
      "## Server under load (loopback, no compression; median (range) of the rounds)",
      `${provenance(loadRun)}${loadRun.options.loadSeconds} s at ${loadRun.options.connections} connections. ` +
        "The API targets repeat one query, answered from memory after the first (docs/decisions/0053), on the PGlite server and again on a second server on PostgreSQL.",
      table(
        ["target", "request", "database", "connections", "status codes", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"],
        targets.map((target) => [
          target.name,
          `${target.method} \`${target.path}\``,
          target.database === "postgres" ? "PostgreSQL" : "PGlite",
          target.connections,
          Object.entries(target.statusCodes)
            .map(([code, count]) => `${code}: ${count}`)
            .join(", "),
          target.rounds ? formatSpread(target.rounds.requestsPerSecond) : target.requestsPerSecond.toFixed(0),
          target.rounds ? formatSpread(target.rounds.p50Ms) : target.p50Ms,
          target.rounds ? formatSpread(target.rounds.p99Ms) : target.p99Ms,
          target.non2xx,
          target.errors,
        ]),
      ),
    );
    if (comparison) {
      const { before, after } = comparison.loadAverage;
      parts.push(
        "### Cached pages against a bare Node server",
        `The same bytes (the home page as the cache answers it) from the render cache, from a plain \`node:http\` server ` +
          `(scripts/bench/plain-server.mjs) and as a static file of the app, taken in turn for ${comparison.rounds} rounds in this run; ` +
          `median (range) of the rounds. The machine's load average was ${before.toFixed(1)} before and ${after.toFixed(1)} after ` +
          `on ${loadRun.machine.cpus} CPUs (other work on it slows every target alike; the ratios are taken round by round).`,
        table(
          ["target", "path", "req/s", "p50 ms", "p99 ms", "errors"],
          comparison.rows.map((row) => [
            row.name,
            `\`${row.path}\``,
            formatSpread(row.requestsPerSecond),
            formatSpread(row.p50Ms),
            formatSpread(row.p99Ms),
            row.errors,
          ]),
        ),
        `Cached home / plain node:http: **${formatSpread(comparison.homeToPlain, 2)}** in req/s, p99 ×${formatSpread(comparison.p99ToPlain, 2)}; ` +
          `cached home / static file: ${formatSpread(comparison.homeToStatic, 2)}.`,
      );
    } else if (loadRun.load.ceiling) {
      parts.push(`Cached home page / static file of the same HTML: **${loadRun.load.homeToCeiling?.toFixed(2) ?? "-"}**.`);
    }
  }
  const memoryRun = from.memory;
  if (memoryRun?.memory) {
    const { memory } = memoryRun;
    const mb = (value: number) => value.toFixed(0);
    parts.push(
      "## Memory (RSS, MB)",
      provenance(memoryRun) +
        `The production server (scripts/bench/memory.ts) on the bench's database, its image variants made afresh, ${memory.concurrency} requests at a time; ` +
        `"with resizer": the server and its image resizer child (server/storage/image-resizer.ts) together; steady: after ${memory.settleMs / 1000} s idle. ` +
        `At rest after start: ${mb(memory.idleMb)} MB.`,
      table(
        ["phase", "requests", "failed", "seconds", "peak server", "peak with resizer", "steady server", "steady with resizer"],
        memory.phases.map((phase) => [
          phase.name,
          phase.requests,
          phase.failed,
          phase.seconds.toFixed(0),
          mb(phase.peakServerMb),
          mb(phase.peakWithChildrenMb),
          mb(phase.steadyServerMb),
          mb(phase.steadyWithChildrenMb),
        ]),
      ),
    );
  }
  const coldRun = from.coldStart;
  if (coldRun?.coldStart) {
    parts.push(
      "## Cold start",
      `${provenance(coldRun)}Process start to the first 200 of \`/\` on an existing database: median **${ms(coldRun.coldStart.medianMs)} ms** (${coldRun.coldStart.runsMs.map(ms).join(", ")} ms).`,
    );
  }
  parts.push(
    "## Runs",
    table(
      [
        "date (UTC)",
        "commit",
        "CPUs",
        "home Perf",
        "home LCP ms",
        "home req/s",
        "home / ceiling (plain node:http from 2026-11-26, static file before)",
        "uncached render p99 ms",
        "cold start ms",
      ],
      runs.map(summaryRow),
    ),
  );
  return `${parts.join("\n\n")}\n`;
}

export function writeResults(run: BenchRun, budgets: Budgets, dir = "bench") {
  const jsonFile = `${dir}/results.json`;
  const runs = [run, ...readRuns(jsonFile)].slice(0, MAX_RUNS_KEPT);
  writeFileSync(jsonFile, `${JSON.stringify({ runs }, null, 2)}\n`);
  const markdownFile = `${dir}/RESULTS.md`;
  writeFileSync(markdownFile, markdown(runs, budgets) + ownSections(markdownFile));
  // Checked in: written as `npm run lint` wants them.
  spawnSync("npx", ["prettier", "--write", "--log-level", "warn", jsonFile, markdownFile], { stdio: "inherit" });
}

/** What `npm run bench:scale-out` measures (scripts/bench/scale-out.ts). */
export type ScaleOutFigures = {
  date: string;
  cpus: number;
  /** The machine's one-minute load average around the load runs (the highest seen). */
  loadAverage: number;
  node: string;
  page: string;
  seconds: number;
  connections: number;
  oneInstance: { requestsPerSecond: number; p99Ms: number; errors: number };
  twoInstances: { requestsPerSecond: number; p99Ms: number; errors: number };
  publishToOtherMs: { median: number; max: number; runs: number };
  memoryMiB: { rss: number; peak: number }[];
};

/** A section of RESULTS.md that a script of its own writes, between `<!-- name: written by ... -->` and `<!-- /name -->`. */
const sectionMarks = (name: string, writtenBy: string) => ({
  start: `<!-- ${name}: written by ${writtenBy} -->`,
  end: `<!-- /${name} -->`,
});
const OWN_SECTION = /<!-- ([\w-]+): written by [^>]*-->[\s\S]*?<!-- \/\1 -->/g;

/** The sections of RESULTS.md that their own scripts wrote (scale-out, dealers), as they are, so that `npm run bench` keeps them. */
function ownSections(markdownFile: string): string {
  const text = existsSync(markdownFile) ? readFileSync(markdownFile, "utf8") : "";
  return [...text.matchAll(OWN_SECTION)].map((match) => `\n${match[0]}\n`).join("");
}

/** Writes (or replaces) a script's own section at the end of bench/RESULTS.md. */
export function writeOwnSection(name: string, writtenBy: string, lines: string[], dir = "bench") {
  const markdownFile = `${dir}/RESULTS.md`;
  const text = existsSync(markdownFile) ? readFileSync(markdownFile, "utf8") : "# Benchmark results\n";
  const { start, end } = sectionMarks(name, writtenBy);
  const at = text.indexOf(start);
  const until = text.indexOf(end);
  const rest = at >= 0 && until > at ? text.slice(0, at) + text.slice(until + end.length) : text;
  writeFileSync(markdownFile, `${rest.trimEnd()}\n\n${[start, ...lines, end].join("\n")}\n`);
  spawnSync("npx", ["prettier", "--write", "--log-level", "warn", markdownFile], { stdio: "inherit" });
}

/** Writes (or replaces) the scale-out section at the end of bench/RESULTS.md. */
export function writeScaleOutSection(figures: ScaleOutFigures, dir = "bench") {
  const { oneInstance: one, twoInstances: two } = figures;
  const section = [
    "## Two instances (issue 20)",
    "",
    `${figures.date.slice(0, 16).replace("T", " ")} UTC, ${figures.cpus} CPUs (load average ${figures.loadAverage.toFixed(1)} around the run: other work on the machine takes the servers' CPU), Node ${figures.node}: two production instances (\`scripts/serve.mjs\`'s start) on one PostgreSQL database and one S3 bucket (the test double), against the first of them alone, in the same run; \`${figures.page}\` (render cache warm) for ${figures.seconds} s at ${figures.connections} connections in all (autocannon in the same machine, so it takes CPU from the servers).`,
    "",
    "| figure | one instance | two instances |",
    "| --- | --- | --- |",
    `| requests a second | ${one.requestsPerSecond.toFixed(0)} | ${two.requestsPerSecond.toFixed(0)} (×${(two.requestsPerSecond / Math.max(1, one.requestsPerSecond)).toFixed(2)}) |`,
    `| p99 latency ms | ${one.p99Ms} | ${two.p99Ms} |`,
    `| errors and non-2xx | ${one.errors} | ${two.errors} |`,
    "",
    `A publish through one instance reached the other's pages in ${figures.publishToOtherMs.median} ms (median of ${figures.publishToOtherMs.runs}; at most ${figures.publishToOtherMs.max} ms), from the publish's answer to the first page with the new title as a visitor of the other instance gets it (its render of the page included; the change itself travels in tens of milliseconds, docs/decisions/0021).`,
    "",
    `Memory after the load: ${figures.memoryMiB.map((memory, index) => `instance ${index + 1} ${memory.rss} MiB resident (peak ${memory.peak} MiB)`).join(", ")}.`,
  ];
  writeOwnSection("scale-out", "npm run bench:scale-out", section, dir);
}
