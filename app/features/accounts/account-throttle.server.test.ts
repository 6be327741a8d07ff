import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type RateLimits, memoryRateLimits } from "~/platform/rate-limit.server";
import type { Database } from "../../../server/storage/db";
import { createSharedRateLimits } from "../../../server/http/shared-rate-limits";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { PASSWORD_RESET_LIMITS, SIGN_IN_LIMITS, type ThrottleVerdict, createAccountThrottle } from "./account-throttle.server";

const MINUTE = 60 * 1000;
const OWNER = "owner@example.com";

const signInThrottle = (rateLimits: RateLimits = memoryRateLimits) => createAccountThrottle("sign-in", SIGN_IN_LIMITS, rateLimits);

/** Makes `count` attempts and answers the verdicts. */
async function attempts(throttle: ReturnType<typeof signInThrottle>, count: number, address: string, email = OWNER) {
  const verdicts: ThrottleVerdict[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) verdicts.push(await throttle.attempt(address, email));
  return verdicts;
}

const allowedOf = (verdicts: ThrottleVerdict[]) => verdicts.filter((verdict) => verdict.allowed).length;
const waitOf = (verdict: ThrottleVerdict | undefined) => (verdict && !verdict.allowed ? verdict.retryAfterSeconds : 0);

describe("the sign-in throttle", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("never refuses the owner at another address, however often a stranger guesses", async () => {
    const throttle = signInThrottle();
    const stranger = await attempts(throttle, 200, "198.51.100.7");
    expect(allowedOf(stranger)).toBe(5);
    expect(await throttle.attempt("203.0.113.9", OWNER)).toEqual({ allowed: true });
  });

  it("makes one address that keeps trying one account wait longer and longer: a minute, a quarter of an hour, an hour", async () => {
    const throttle = signInThrottle();
    const start = Date.now();
    const waits: number[] = [];
    let allowed = 0;
    // A bot that comes back the moment Retry-After says it may, for an hour.
    while (Date.now() - start < 60 * MINUTE) {
      const verdict = await throttle.attempt("198.51.100.7", OWNER);
      if (verdict.allowed) allowed += 1;
      else {
        waits.push(verdict.retryAfterSeconds);
        vi.advanceTimersByTime(verdict.retryAfterSeconds * 1000);
      }
    }
    // Attempts refused by a short wait still count in the longer ones: a bot that ignores a wait waits longer.
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThanOrEqual(20);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits.some((wait) => wait > 60 && wait <= 15 * 60)).toBe(true);
    expect(Math.max(...waits)).toBeGreaterThan(15 * 60);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60 * 60);
  });

  it("counts a client address over every account, so one password tried on many accounts is slowed", async () => {
    const throttle = signInThrottle();
    for (let account = 0; account < 30; account += 1)
      expect((await throttle.attempt("198.51.100.7", `staff${account}@example.com`)).allowed).toBe(true);
    expect(await throttle.attempt("198.51.100.7", "another@example.com")).toMatchObject({ allowed: false, tooMany: "from-address" });
    expect((await throttle.attempt("198.51.100.8", "another@example.com")).allowed).toBe(true);
  });

  it("counts the addresses of one IPv6 /64 as one", async () => {
    const throttle = signInThrottle();
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, host) => throttle.attempt(`2001:db8:7:7::${(host + 1).toString(16)}`, OWNER)),
    );
    expect(allowedOf(verdicts)).toBe(5);
    expect((await throttle.attempt("2001:db8:7:8::1", OWNER)).allowed).toBe(true);
  });

  it("keeps a ceiling per account that only many addresses together reach", async () => {
    const throttle = signInThrottle();
    let address = 0;
    let verdict: ThrottleVerdict = { allowed: true };
    while (verdict.allowed && address < 50) {
      address += 1;
      for (const each of await attempts(throttle, 15, `198.51.100.${address}`))
        if (!each.allowed && each.tooMany === "on-account") verdict = each;
    }
    expect(verdict).toMatchObject({ allowed: false, tooMany: "on-account" });
    expect(address).toBeGreaterThanOrEqual(10);
  });
});

describe("the password reset throttle", () => {
  it("sends at most three e-mails an hour to one address typed, from anywhere", async () => {
    const throttle = createAccountThrottle("password-reset", PASSWORD_RESET_LIMITS, memoryRateLimits);
    const verdicts = [];
    for (let request = 0; request < 4; request += 1) verdicts.push(await throttle.attempt(`198.51.100.${request}`, OWNER));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toMatchObject({ tooMany: "on-account" });
  });
});

describe.each(testDatabases())("the sign-in throttle shared by instances on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("agrees across instances: the stranger waits on both, the owner elsewhere on neither", async () => {
    const [one, two] = [1, 2].map(() => signInThrottle(createSharedRateLimits(database.db, "secret", silentLogger)));
    const stranger = [...(await attempts(one!, 3, "198.51.100.7")), ...(await attempts(two!, 3, "198.51.100.7"))];
    expect(stranger.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, true, false]);
    expect(waitOf(stranger[5])).toBeGreaterThan(0);
    expect((await one!.attempt("203.0.113.9", OWNER)).allowed).toBe(true);
    expect((await two!.attempt("203.0.113.9", OWNER)).allowed).toBe(true);
  });
});
