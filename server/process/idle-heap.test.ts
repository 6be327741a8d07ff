import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { silentLogger } from "../../tests/support/silent-logger";
import { fullCollection, releaseHeapWhenIdle } from "./idle-heap";

const MB = 1024 * 1024;

/** A process whose heap size and busy share the test sets, counting the collections asked for. */
function watchedProcess() {
  const state = { heap: 60 * MB, busy: 0, collections: 0 };
  const release = releaseHeapWhenIdle({
    log: silentLogger,
    everyMs: 1_000,
    growthBytes: 32 * MB,
    collect: () => {
      state.collections += 1;
      state.heap = 70 * MB;
    },
    heapBytes: () => state.heap,
    busy: () => state.busy,
  });
  /** The collections made so far, `ms` later. */
  const collectionsAfter = (ms: number) => {
    vi.advanceTimersByTime(ms);
    return state.collections;
  };
  return { state, release, collectionsAfter };
}

describe("giving the heap back after a busy spell", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("collects once the heap has grown and the process was idle for a whole interval", () => {
    const { state, release, collectionsAfter } = watchedProcess();
    state.heap = 200 * MB;
    state.busy = 0.9;
    expect(collectionsAfter(5_000)).toBe(0);
    state.busy = 0.01;
    expect(collectionsAfter(1_000)).toBe(1);
    release.stop();
  });

  it("leaves a heap that has not grown alone, however idle the process", () => {
    const { state, release, collectionsAfter } = watchedProcess();
    state.heap = 80 * MB;
    expect(collectionsAfter(10_000)).toBe(0);
    release.stop();
  });

  it("collects again only when the heap grows again after a collection", () => {
    const { state, release, collectionsAfter } = watchedProcess();
    state.heap = 200 * MB;
    expect(collectionsAfter(1_000)).toBe(1);
    expect(collectionsAfter(10_000)).toBe(1);
    state.heap = 110 * MB;
    expect(collectionsAfter(1_000)).toBe(2);
    release.stop();
  });

  it("stops looking once stopped", () => {
    const { state, release, collectionsAfter } = watchedProcess();
    release.stop();
    state.heap = 200 * MB;
    expect(collectionsAfter(10_000)).toBe(0);
  });
});

describe("V8's full collection", () => {
  it("is reachable without --expose-gc and frees what nothing holds", async () => {
    const ref = (() => new WeakRef({ page: "x".repeat(1_000_000) }))();
    // A WeakRef's target lives at least until the end of the job that made it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fullCollection()();
    expect(ref.deref()).toBeUndefined();
  });
});
