import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { type EventLoopUtilization, performance } from "node:perf_hooks";
import type { Logger } from "../../app/platform/logger";

const MB = 1024 * 1024;

export type IdleHeapOptions = {
  log: Logger;
  /** How often the process looks at its heap and at how busy it was meanwhile. */
  everyMs?: number;
  /** Growth of the heap since the last collection that makes one worth it. */
  growthBytes?: number;
  /** The share of the last `everyMs` the event loop may have been busy for the process to count as idle. */
  idleBelow?: number;
  /** A full garbage collection; V8's own by default. */
  collect?: () => void;
  /** V8's heap size in bytes, and the share of time the event loop was busy since last asked (tests set both). */
  heapBytes?: () => number;
  busy?: () => number;
};

/** V8's full collection, which Node leaves out of the global scope unless started with --expose-gc. */
export function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** The share of time the event loop was busy since the previous call. */
function utilization(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

/**
 * Gives back the heap a busy spell grew (docs/decisions/0029-heap-back-after-a-busy-spell.md).
 * V8 grows its heap while pages render and collects it only when it allocates again; a server
 * that goes quiet after a burst keeps that heap, garbage and all, until the next one. When the
 * heap has grown by `growthBytes` since the last collection and the event loop was idle for the
 * whole last `everyMs`, one full collection runs: a visitor arriving then waits for it, at most
 * once per growth of the heap.
 */
export function releaseHeapWhenIdle({
  log,
  everyMs = 5_000,
  growthBytes = 32 * MB,
  idleBelow = 0.05,
  collect = fullCollection(),
  heapBytes = () => getHeapStatistics().total_heap_size,
  busy = utilization(),
}: IdleHeapOptions) {
  let afterCollection = heapBytes();
  const timer = setInterval(() => {
    const share = busy();
    const before = heapBytes();
    if (share >= idleBelow || before - afterCollection < growthBytes) return;
    const started = performance.now();
    collect();
    afterCollection = heapBytes();
    log.info(
      { heapMb: Math.round(afterCollection / MB), beforeMb: Math.round(before / MB), ms: Math.round(performance.now() - started) },
      "collected the heap after a busy spell",
    );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
