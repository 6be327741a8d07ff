// Throughput and latency on loopback with autocannon, per target, after a short unrecorded warm-up.
import autocannon from "autocannon";
import type { LoadTarget } from "./inputs";

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
};

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

export async function runLoad(origin: string, target: LoadTarget, defaults: LoadSettings): Promise<LoadResult> {
  const settings = { ...defaults, connections: target.connections ?? defaults.connections };
  await run(origin, target, { connections: settings.connections, duration: Math.min(2, settings.duration) });
  const result = await run(origin, target, settings);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]));
  return {
    name: target.name,
    method: target.method,
    path: target.path,
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
