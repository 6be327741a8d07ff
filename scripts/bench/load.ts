// Throughput and latency on loopback with autocannon, per target, after a short unrecorded warm-up.
import autocannon from "autocannon";
import type { LoadTarget } from "./inputs";
import { type Spread, median, spread } from "./stats";

export type LoadResult = {
  name: string;
  method: string;
  path: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx, by status: a 404 of a feature not built yet shows here, not as an error. */
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Connection errors, timeouts included: must be 0. */
  errors: number;
  bytesPerSecond: number;
  /** A JSON API target (urls.json `api`), held to the `api` budget. Absent from runs before issue 39. */
  api?: boolean;
  /** The server's database; absent from runs before issue 39, which measured PGlite only. */
  database?: "pglite" | "postgres";
  /** Over rounds (combineRounds): the figures above are then the medians, and these their ranges. */
  rounds?: { requestsPerSecond: Spread; p50Ms: Spread; p99Ms: Spread };
};

/** One target's rounds as one result: medians, summed counts, and each figure's range. */
export function combineRounds(results: LoadResult[]): LoadResult {
  const [first] = results;
  if (!first) throw new Error("no rounds");
  const statusCodes: Record<string, number> = {};
  for (const result of results)
    for (const [code, count] of Object.entries(result.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const pick = (key: "requestsPerSecond" | "p50Ms" | "p99Ms") => spread(results.map((result) => result[key]));
  return {
    ...first,
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    bytesPerSecond: median(results.map((result) => result.bytesPerSecond)),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    statusCodes,
    rounds: { requestsPerSecond: pick("requestsPerSecond"), p50Ms: pick("p50Ms"), p99Ms: pick("p99Ms") },
  };
}

export type LoadSettings = { duration: number; connections: number };

function run(origin: string, target: LoadTarget, { duration, connections }: LoadSettings) {
  const json = target.body !== undefined;
  return autocannon({
    url: `${origin}${target.path}`,
    method: target.method,
    // No Accept-Encoding, as autocannon's default: the figures are the server's own work, not zlib's.
    headers: { ...target.headers, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(target.body) : undefined,
    connections,
    duration,
  });
}

export async function runLoad(
  origin: string,
  target: LoadTarget,
  defaults: LoadSettings,
  database: LoadResult["database"] = "pglite",
): Promise<LoadResult> {
  const settings = { ...defaults, connections: target.connections ?? defaults.connections };
  await run(origin, target, { connections: settings.connections, duration: Math.min(2, settings.duration) });
  const result = await run(origin, target, settings);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]));
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    api: target.api,
    database,
    connections: settings.connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    bytesPerSecond: result.throughput.average,
  };
}
