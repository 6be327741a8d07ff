// The two files the harness reads: the representative URLs and the budgets.
import { readFileSync } from "node:fs";
import { z } from "zod";

const PageKind = z.enum(["content", "product", "article", "other"]);

export const UrlsSchema = z.object({
  pages: z
    .array(
      z.object({
        name: z.string().min(1),
        path: z.string().startsWith("/"),
        kind: PageKind,
        /** Kept out of search engines by design (SPEC: search results): Lighthouse's is-crawlable fails on purpose. */
        noindex: z.boolean().optional(),
      }),
    )
    .min(1),
  load: z
    .array(
      z.object({
        name: z.string().min(1),
        path: z.string().startsWith("/"),
        method: z.enum(["GET", "POST"]).default("GET"),
        headers: z.record(z.string(), z.string()).default({}),
        body: z.unknown().optional(),
        /** Instead of BENCH_CONNECTIONS: one connection times a single render, without queueing. */
        connections: z.number().int().min(1).max(1000).optional(),
        /** A JSON API call (SPEC §7) held to the `api` budget, measured on PGlite and on PostgreSQL. */
        api: z.boolean().default(false),
      }),
    )
    .min(1),
  /** Pages timed as a phone visitor meets them, each with its first interaction (scripts/bench/visitor.ts). */
  visitor: z
    .array(
      z.object({
        name: z.string().min(1),
        path: z.string().startsWith("/"),
        interaction: z.enum(["menu", "documents-filter", "quote-step"]),
      }),
    )
    .min(1),
});
export type Urls = z.infer<typeof UrlsSchema>;
export type PageUrl = Urls["pages"][number];
export type LoadTarget = Urls["load"][number];
export type VisitorPage = Urls["visitor"][number];

export const BudgetsSchema = z.object({
  firstLoadJs: z.object({ unit: z.string(), default: z.number().positive(), routes: z.record(z.string(), z.number().positive()) }),
  lighthouse: z.object({
    /** Over HTTP/1.1 as the bench serves, every page kind (docs/decisions/0054). */
    performance: z.number(),
    /** Through the bench's HTTP/2 + TLS front, as production serves (scripts/bench/h2-front.ts). */
    performanceH2: z.number(),
    accessibility: z.number(),
    bestPractices: z.number(),
    seo: z.number(),
    cls: z.number(),
  }),
  server: z.object({
    cachedHomeToCeiling: z.number(),
    cachedHomeP99ToCeiling: z.number(),
    uncachedHomeP99Ms: z.number(),
    errors: z.number(),
  }),
  /** Medians of the Slow 4G phone (scripts/bench/visitor.ts): what a visitor feels, binding (docs/decisions/0054). */
  visitor: z.object({
    fcpMs: z.number(),
    lcpMs: z.number(),
    hydratedMs: z.number(),
    firstInputMs: z.number(),
    earlyTapsOpened: z.number().min(0).max(1),
  }),
  /** Each API target of the load part, repeated queries at BENCH_CONNECTIONS, on each database. */
  api: z.object({ requestsPerSecond: z.number(), p99Ms: z.number() }),
});
export type Budgets = z.infer<typeof BudgetsSchema>;

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(file, "utf8")));
}

export const readUrls = (file = "bench/urls.json") => readJson(file, UrlsSchema);
export const readBudgets = (file = "bench/budgets.json") => readJson(file, BudgetsSchema);
