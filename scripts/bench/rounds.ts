// Rounds of a latency bench: each round times its own requests; a figure is reported as the median
// of the rounds with their range, so that one noisy round on a shared machine shows as such.
import os from "node:os";
import { median } from "./stats";
import { percentile } from "./scratch-database";

/** One figure over the rounds: its median and the lowest and highest round. */
export type Spread = { median: number; min: number; max: number };

const rounded = (value: number, digits: number) => Number(value.toFixed(digits));

export function spread(values: readonly number[], digits = 1): Spread {
  return { median: rounded(median(values), digits), min: rounded(Math.min(...values), digits), max: rounded(Math.max(...values), digits) };
}

/** p50 and p95 of `requests` sequential calls, after `warm` calls that are not timed. */
export async function timeRequests(
  ask: (index: number) => Promise<unknown>,
  requests: number,
  warm = 20,
): Promise<{ p50: number; p95: number }> {
  for (let index = 0; index < warm; index += 1) await ask(index);
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    await ask(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** How busy the machine was: the 1-minute load average against its cores. */
export function machineLoad(): string {
  return `load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;
}
