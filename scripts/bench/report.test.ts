import { describe, expect, it } from "vitest";
import { readBudgets } from "./inputs";
import type { LighthousePage } from "./lighthouse";
import { type BenchRun, latestFigures, markdown, verdicts } from "./report";
import type { VisitorResult } from "./visitor";

function page(name: string, seo: number, failing: string[], noindex?: boolean): LighthousePage {
  return {
    name,
    path: `/${name}`,
    kind: "other",
    ...(noindex === undefined ? {} : { noindex }),
    url: `http://127.0.0.1/${name}`,
    runs: 3,
    scores: { performance: 100, accessibility: 100, bestPractices: 100, seo },
    metrics: { lcpMs: 1000, fcpMs: 900, tbtMs: 0, cls: 0, speedIndexMs: 900 },
    failing,
  };
}

const run = (pages: LighthousePage[]) => ({ lighthouse: pages }) as unknown as BenchRun;
const seoVerdict = (pages: LighthousePage[], name: string) =>
  verdicts(run(pages), readBudgets()).find((verdict) => verdict.budget === `Lighthouse SEO, ${name}`);

describe("the Lighthouse SEO budget", () => {
  it("lets a page kept out of search engines on purpose fail is-crawlable, and nothing else", () => {
    expect(seoVerdict([page("search", 69, ["seo/is-crawlable"], true)], "search")?.met).toBe(true);
    expect(seoVerdict([page("search", 61, ["seo/is-crawlable", "seo/meta-description"], true)], "search")?.met).toBe(false);
    expect(seoVerdict([page("blog", 69, ["seo/is-crawlable"])], "blog")?.met).toBe(false);
    expect(seoVerdict([page("blog", 100, [])], "blog")?.met).toBe(true);
  });
});

describe("the API budget", () => {
  const target = (database: "pglite" | "postgres", requestsPerSecond: number, p99Ms: number) => ({
    name: "documents-search",
    method: "POST",
    path: "/ES/documents/search",
    api: true,
    database,
    connections: 50,
    requestsPerSecond,
    p50Ms: 10,
    p99Ms,
    requests: 1,
    non2xx: 0,
    statusCodes: { 200: 1 },
    errors: 0,
    bytesPerSecond: 1,
  });

  it("holds every API target to its requests a second and p99 on each database, and leaves pages to their own budgets", () => {
    const load = {
      targets: [
        target("pglite", 2400, 30),
        target("postgres", 1900, 60),
        { ...target("pglite", 90, 900), name: "home-render", api: false },
      ],
      homeToCeiling: null,
    };
    const api = verdicts({ load } as unknown as BenchRun, readBudgets()).filter((verdict) => verdict.budget.startsWith("API"));
    expect(api.map((verdict) => [verdict.budget, verdict.met])).toEqual([
      ["API req/s, documents-search on PGlite", true],
      ["API p99, documents-search on PGlite", true],
      ["API req/s, documents-search on PostgreSQL", false],
      ["API p99, documents-search on PostgreSQL", false],
    ]);
  });
});

describe("the Lighthouse performance budgets", () => {
  it("asks 97 of HTTP/1.1 as the bench serves and 99 through the HTTP/2 + TLS front, as production serves", () => {
    const at = (performance: number) => ({ ...page("home", 100, []), scores: { ...page("home", 100, []).scores, performance } });
    const missed = (run: Partial<BenchRun>) =>
      verdicts(run as BenchRun, readBudgets())
        .filter((verdict) => !verdict.met)
        .map((verdict) => verdict.budget);
    expect(missed({ lighthouse: [at(97)], lighthouseH2: [at(99)] })).toEqual([]);
    expect(missed({ lighthouse: [at(96)], lighthouseH2: [at(98)] })).toEqual([
      "Lighthouse performance, home",
      "Lighthouse performance over h2, home",
    ]);
  });
});

describe("the phone visitor's budgets", () => {
  const visitor = (median: VisitorResult["median"], opened = 10): VisitorResult => ({
    name: "home",
    path: "/",
    interaction: "menu",
    runs: [],
    median,
    earlyTaps: { opened, of: 10, beforeHydration: 10 },
  });
  const missed = (page: VisitorResult) =>
    verdicts({ visitor: [page] } as unknown as BenchRun, readBudgets())
      .filter((verdict) => !verdict.met)
      .map((verdict) => verdict.budget);
  const within = { fcpMs: 900, lcpMs: 1400, hydratedMs: 1750, deadMs: 850, firstInputMs: 40 };

  it("holds every page to FCP 1.0 s, LCP 1.5 s, hydrated 1.8 s, a first input within 50 ms and every early tap", () => {
    expect(missed(visitor(within))).toEqual([]);
    expect(missed(visitor({ ...within, fcpMs: 1010, hydratedMs: 1810 }))).toEqual([
      "FCP on a Slow 4G phone, home",
      "hydrated on a Slow 4G phone, home",
    ]);
    expect(missed(visitor({ ...within, lcpMs: 1600, firstInputMs: 51 }, 9))).toEqual([
      "LCP on a Slow 4G phone, home",
      "first input delay on a Slow 4G phone, home",
      "early taps on Menu that open it, home",
    ]);
  });

  it("counts a first input that was never measured as missed", () => {
    expect(missed(visitor({ ...within, firstInputMs: null }))).toEqual(["first input delay on a Slow 4G phone, home"]);
  });
});

describe("RESULTS.md", () => {
  const machine = { cpus: 2, cpuModel: "test", memoryGiB: 24, node: "v20", platform: "linux" };
  const options = { lighthouseRuns: 3, loadSeconds: 20, connections: 50, rounds: 3, coldRuns: 3, visitorRuns: 5, taps: 10 };
  const pagesRun = {
    date: "2026-11-26T15:54:00.000Z",
    commit: "aaaaaaaa11",
    machine,
    options: { ...options, parts: ["lighthouse"] },
    lighthouseVersion: "12",
    lighthouse: [page("home", 100, [])],
  } as unknown as BenchRun;
  const memoryRun = {
    date: "2026-11-26T17:26:00.000Z",
    commit: "bbbbbbbb22",
    machine,
    options: { ...options, parts: ["memory"] },
    lighthouseVersion: null,
    memory: {
      idleMb: 299,
      settleMs: 25_000,
      concurrency: 8,
      phases: [
        {
          name: "1000 image variants",
          requests: 1000,
          failed: 0,
          seconds: 101,
          peakServerMb: 326,
          peakWithChildrenMb: 707,
          steadyServerMb: 257,
          steadyWithChildrenMb: 257,
        },
      ],
    },
  } as unknown as BenchRun;

  it("shows each part from the newest run that measured it, saying which run that was", () => {
    const report = markdown([memoryRun, pagesRun], readBudgets());
    expect(report).toContain("Newest run: 2026-11-26T17:26:00.000Z, commit bbbbbbbb");
    expect(report).toContain("## Lighthouse (mobile)\n\nFrom the run of 2026-11-26T15:54:00.000Z, commit aaaaaaaa. Lighthouse 12,");
    expect(report).toContain("| 1000 image variants | 1000");
    expect(report).not.toContain("From the run of 2026-11-26T17:26:00.000Z");
  });

  it("keeps the bundle and load figures of an older run, and their budgets, after a run of Lighthouse alone", () => {
    const bundleRun = {
      ...pagesRun,
      date: "2026-11-26T12:00:00.000Z",
      commit: "cccccccc33",
      options: { ...options, parts: ["bundle"] },
      lighthouse: undefined,
      bundle: [
        { name: "home", routeId: "routes/home", js: { gzip: 500 * 1024, brotli: 1, raw: 1 }, css: { gzip: 1, brotli: 1 }, budgetKiB: 150 },
      ],
    } as unknown as BenchRun;
    const report = markdown([pagesRun, bundleRun], readBudgets());
    expect(report).toContain("## JavaScript and CSS of the first load (KiB)\n\nFrom the run of 2026-11-26T12:00:00.000Z, commit cccccccc.");
    expect(report).toContain("| first-load JS, home | <= 150 KiB gzip | 500.0 KiB |");
  });

  it("judges each part by the newest run that measured it, as npm test's budget step does", () => {
    const olderPages = { ...pagesRun, date: "2026-11-25T10:00:00.000Z", lighthouse: [page("home", 100, [])] } as unknown as BenchRun;
    const weakPages = {
      ...pagesRun,
      lighthouse: [{ ...page("home", 100, []), scores: { ...page("home", 100, []).scores, performance: 90 } }],
    };
    const figures = latestFigures([memoryRun, weakPages as BenchRun, olderPages]);
    expect(figures?.memory).toBe(memoryRun.memory);
    expect(figures?.lighthouse?.[0]?.scores.performance).toBe(90);
    expect(verdicts(figures!, readBudgets()).find((verdict) => verdict.budget === "Lighthouse performance, home")?.met).toBe(false);
    expect(latestFigures([])).toBeNull();
  });

  it("shows Lighthouse over HTTP/1.1 and through the h2 front side by side, page by page", () => {
    const h2Home = {
      ...page("home", 100, ["best-practices/is-on-https"]),
      scores: { performance: 99, accessibility: 100, bestPractices: 96, seo: 100 },
    };
    const both = { ...pagesRun, lighthouseH2: [h2Home, page("product", 100, [])] } as BenchRun;
    const report = markdown([both], readBudgets());
    expect(report).toContain(
      "| page | path | Perf HTTP/1.1 | Perf h2 | LCP ms HTTP/1.1 | LCP ms h2 | FCP ms HTTP/1.1 | FCP ms h2 | A11y | BP | SEO |",
    );
    expect(report).toContain(
      "| home | `/home` | 100 | 99 | 1000 | 1000 | 900 | 900 | 100 | 100 / 96 | 100 | 0 | 0.000 | 900 | 3 | h2: best-practices/is-on-https |",
    );
    expect(report).toContain("| product | `/product` | - | 100 | - | 1000 | - | 900 | - / 100 |");
  });

  it("takes each protocol's Lighthouse figures from the newest run that measured it", () => {
    const h2Only = {
      ...pagesRun,
      date: "2026-11-28T12:00:00.000Z",
      commit: "dddddddd44",
      lighthouse: undefined,
      lighthouseH2: [page("home", 100, [])],
    } as unknown as BenchRun;
    const report = markdown([h2Only, pagesRun], readBudgets());
    expect(report).toContain(
      "## Lighthouse (mobile)\n\nHTTP/1.1 from the run of 2026-11-26T15:54:00.000Z, commit aaaaaaaa; h2 from the run of 2026-11-28T12:00:00.000Z, commit dddddddd.",
    );
    expect(report).toContain("| home | `/home` | 100 | 100 |");
  });

  it("leaves the h2 columns empty for runs made before the h2 front", () => {
    expect(markdown([pagesRun], readBudgets())).toContain(
      "| home | `/home` | 100 | - | 1000 | - | 900 | - | 100 | 100 | 100 | 0 | 0.000 | 900 | 3 |  |",
    );
  });
});
