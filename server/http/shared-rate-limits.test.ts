import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/database";
import { silentLogger } from "../../tests/support/silent-logger";
import type { Database } from "../storage/db";
import { createSharedRateLimits, rateLimitCounts } from "./shared-rate-limits";

describe.each(testDatabases())("rate limits shared through the database on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("lets exactly the limit through when two instances count the same address at once", async () => {
    const rule = { limit: 7, windowMs: 60_000 };
    const instances = [
      createSharedRateLimits(database.db, "secret", silentLogger),
      createSharedRateLimits(database.db, "secret", silentLogger),
    ];
    const limiters = instances.map((rateLimits) => rateLimits("lead-form", rule));
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, index) => limiters[index % 2]!.attempt("203.0.113.7")));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(7);
    const refused = verdicts.find((verdict) => !verdict.allowed);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(55);

    expect((await instances[0]!("search-api", rule).attempt("203.0.113.7")).allowed).toBe(true);
    expect((await limiters[0]!.attempt("203.0.113.8")).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed, and stores no address", async () => {
    const limiter = createSharedRateLimits(database.db, "secret", silentLogger)("sign-in:address", { limit: 1, windowMs: 300 });
    expect((await limiter.attempt("198.51.100.1")).allowed).toBe(true);
    expect((await limiter.attempt("198.51.100.1")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await limiter.attempt("198.51.100.1")).allowed).toBe(true);
    const keys = (await database.db.select().from(rateLimitCounts)).map((row) => row.key);
    expect(keys.join(" ")).not.toContain("198.51.100");
  });
});
