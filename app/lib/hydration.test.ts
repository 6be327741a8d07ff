import { describe, expect, it, vi } from "vitest";
import { expectHydration, markHydrated, whenPageHydrated } from "./hydration";

describe("whenPageHydrated", () => {
  it("answers once the commit's effects have run when no lazy part is waiting", async () => {
    const done = vi.fn();
    whenPageHydrated(done);
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("waits for a part that registers after it in the same commit (the footer and the cookie banner follow the page)", async () => {
    const done = vi.fn();
    whenPageHydrated(done);
    const banner = Symbol("banner");
    expectHydration(banner);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    markHydrated(banner);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("waits for every lazy part of the page, once", () => {
    const first = Symbol("first");
    const second = Symbol("second");
    expectHydration(first);
    expectHydration(second);
    const done = vi.fn();
    whenPageHydrated(done);
    markHydrated(first);
    expect(done).not.toHaveBeenCalled();
    markHydrated(second);
    expect(done).toHaveBeenCalledTimes(1);
    markHydrated(Symbol("later"));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("does not wait for a part that hydrated before it was registered, or that unmounted", async () => {
    const early = Symbol("early");
    markHydrated(early);
    expectHydration(early);
    const gone = Symbol("gone");
    const unmount = expectHydration(gone);
    unmount();
    const done = vi.fn();
    whenPageHydrated(done);
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
