// Lighthouse on a phone (its default: mobile form factor, simulated slow 4G and 4x CPU), median of N runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { browserArgs, findBrowser } from "../browser-path.mjs";
import type { PageUrl } from "./inputs";
import { type Spread, formatSpread, median, spread } from "./stats";

// A run that fails to start (the page never navigated, Chromium's target went away) says nothing
// about the page: it is run again, this many times at most.
const RETRIES = 3;
const RETRIED = new Set(["NO_NAVSTART", "NO_FCP", "PROTOCOL_TIMEOUT", "PAGE_HUNG", "FAILED_DOCUMENT_REQUEST", "TARGET_CRASHED"]);

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  lcpMs: "largest-contentful-paint",
  fcpMs: "first-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
} as const;

type Scores = Record<"performance" | "accessibility" | "bestPractices" | "seo", number | null>;
type Metrics = Record<keyof typeof METRICS, number | null>;
export type LighthousePage = PageUrl & {
  url: string;
  runs: number;
  scores: Scores;
  metrics: Metrics;
  /** Audits below full marks in any run, outside performance: what keeps a score under 100. */
  failing: string[];
  runtimeError?: string;
  /** Each figure's median and range over the runs (absent from runs made before them). */
  spreads?: { performance: Spread | null; lcpMs: Spread | null };
  /** Runs that failed to start and were made again. */
  retried?: number;
};

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Run = { scores: Scores; metrics: Metrics; failing: string[]; runtimeError?: string };

function summarise({ lhr }: RunnerResult): Run {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? null]),
  ) as Metrics;
  const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}/${ref.id}`),
  );
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    metrics,
    failing,
    runtimeError: lhr.runtimeError?.code,
  };
}

function medianOf<K extends string>(runs: Record<K, number | null>[], keys: K[]): Record<K, number | null> {
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
      return [key, values.length > 0 ? median(values) : null];
    }),
  ) as Record<K, number | null>;
}

/** `chromeFlags`: more of Chromium's flags (the h2 front's certificate trusted). */
export async function runLighthouse(
  origin: string,
  pages: PageUrl[],
  runs: number,
  log: (line: string) => void,
  chromeFlags: string[] = [],
): Promise<LighthousePage[]> {
  const chromePath = findBrowser();
  if (!chromePath) throw new Error("No Chromium found: set CHROME_PATH or install Debian's chromium.");
  const flags = [...new Set(["--headless=new", "--no-sandbox", ...browserArgs, ...chromeFlags])];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    const results: LighthousePage[] = [];
    for (const page of pages) {
      const url = `${origin}${page.path}`;
      const pageRuns: Run[] = [];
      let retried = 0;
      for (let run = 0; run < runs; run += 1) {
        for (let attempt = 0; ; attempt += 1) {
          const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
          const summary = result ? summarise(result) : null;
          const failedToStart = !summary || (summary.runtimeError !== undefined && RETRIED.has(summary.runtimeError));
          if (failedToStart && attempt < RETRIES) {
            retried += 1;
            log(`lighthouse ${page.name}: run ${run + 1} failed to start (${summary?.runtimeError ?? "no result"}); running it again`);
            continue;
          }
          if (summary) pageRuns.push(summary);
          break;
        }
      }
      // Figures of runs that did start: a failed run has no score to take the median of.
      const started = pageRuns.filter((run) => run.scores.performance !== null);
      const summary: LighthousePage = {
        ...page,
        url,
        runs: pageRuns.length,
        scores: medianOf(
          pageRuns.map((run) => run.scores),
          ["performance", "accessibility", "bestPractices", "seo"],
        ),
        metrics: medianOf(
          pageRuns.map((run) => run.metrics),
          Object.keys(METRICS) as (keyof typeof METRICS)[],
        ),
        failing: [...new Set(pageRuns.flatMap((run) => run.failing))],
        runtimeError: pageRuns.find((run) => run.runtimeError)?.runtimeError,
        spreads: {
          performance: started.length > 0 ? spread(started.map((run) => run.scores.performance as number)) : null,
          lcpMs: started.some((run) => run.metrics.lcpMs !== null)
            ? spread(started.flatMap((run) => (run.metrics.lcpMs === null ? [] : [run.metrics.lcpMs])))
            : null,
        },
        retried,
      };
      log(
        `lighthouse ${page.name}: performance ${formatSpread(summary.spreads?.performance)}, LCP ${formatSpread(summary.spreads?.lcpMs)} ms${summary.runtimeError ? ` (${summary.runtimeError})` : ""}${retried ? `, ${retried} run(s) made again` : ""}`,
      );
      results.push(summary);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
