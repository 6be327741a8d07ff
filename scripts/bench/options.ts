// What `npm run bench` measures and how long, from environment variables (shorter runs for trials).
import path from "node:path";
import { z } from "zod";

export const PARTS = ["bundle", "lighthouse", "visitor", "load", "cold", "memory"] as const;
export type Part = (typeof PARTS)[number];
/** Lighthouse straight at the server, and through the HTTP/2 + TLS front that stands for production's (h2-front.ts). */
export const LIGHTHOUSE_PROTOCOLS = ["http/1.1", "h2"] as const;
export type LighthouseProtocol = (typeof LIGHTHOUSE_PROTOCOLS)[number];

const list = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .optional();

const EnvSchema = z.object({
  BENCH_RUNS: z.coerce.number().int().min(1).max(9).default(3),
  BENCH_ROUNDS: z.coerce.number().int().min(1).max(9).default(3),
  BENCH_DURATION: z.coerce.number().int().min(1).max(120).default(20),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(50),
  BENCH_COLD_RUNS: z.coerce.number().int().min(1).max(9).default(3),
  BENCH_VISITOR_RUNS: z.coerce.number().int().min(1).max(9).default(5),
  BENCH_TAPS: z.coerce.number().int().min(1).max(20).default(10),
  BENCH_ONLY: list.pipe(z.array(z.enum(PARTS)).optional()),
  BENCH_PAGES: list,
  BENCH_LIGHTHOUSE_PROTOCOLS: list.pipe(z.array(z.enum(LIGHTHOUSE_PROTOCOLS)).optional()),
  BENCH_VARIANTS: z.coerce.number().int().min(0).max(100_000).default(1_000),
  BENCH_DISTINCT_PAGES: z.coerce.number().int().min(0).max(100_000).default(10_000),
  BENCH_PORT: z.coerce.number().int().min(1).max(65535).default(3390),
  BENCH_DIR: z.string().default(".data/bench"),
  BENCH_SKIP_BUILD: z.enum(["0", "1"]).default("0"),
});

export type BenchOptions = {
  runs: number;
  duration: number;
  connections: number;
  /** The memory part: image variants made, distinct pages rendered (scripts/bench/memory.ts). */
  variants: number;
  distinctPages: number;
  /** Rounds of the cached home page against the plain server and the static file (scripts/bench/ceiling.ts). */
  rounds: number;
  coldRuns: number;
  /** Visits of each page as a Slow 4G phone, and early taps on Menu of each page that has one. */
  visitorRuns: number;
  taps: number;
  parts: Part[];
  pages: string[] | undefined;
  lighthouseProtocols: LighthouseProtocol[];
  /** The server's; the ceiling's plain server takes the next one and the h2 front the one after. */
  port: number;
  /** Inside the project, so the server build finds node_modules. */
  buildDir: string;
  dataDir: string;
  storageDir: string;
  skipBuild: boolean;
};

export function benchOptions(env: Record<string, string | undefined> = process.env): BenchOptions {
  const parsed = EnvSchema.parse(env);
  const dir = path.resolve(parsed.BENCH_DIR);
  return {
    runs: parsed.BENCH_RUNS,
    duration: parsed.BENCH_DURATION,
    connections: parsed.BENCH_CONNECTIONS,
    rounds: parsed.BENCH_ROUNDS,
    variants: parsed.BENCH_VARIANTS,
    distinctPages: parsed.BENCH_DISTINCT_PAGES,
    coldRuns: parsed.BENCH_COLD_RUNS,
    visitorRuns: parsed.BENCH_VISITOR_RUNS,
    taps: parsed.BENCH_TAPS,
    parts: parsed.BENCH_ONLY ?? [...PARTS],
    pages: parsed.BENCH_PAGES,
    lighthouseProtocols: parsed.BENCH_LIGHTHOUSE_PROTOCOLS ?? [...LIGHTHOUSE_PROTOCOLS],
    port: parsed.BENCH_PORT,
    buildDir: path.join(dir, "build"),
    dataDir: path.join(dir, "data"),
    // Kept between runs: the demo images take a while to render and do not change what is measured.
    storageDir: path.join(dir, "storage"),
    skipBuild: parsed.BENCH_SKIP_BUILD === "1",
  };
}
