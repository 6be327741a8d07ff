import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("the per-key rate limiter", () => {
  it("allows `limit` attempts per window and key, then says when the oldest one leaves the window", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.attempt("a", 0)).toEqual({ allowed: true });
    expect(limiter.attempt("a", 10_000)).toEqual({ allowed: true });
    expect(limiter.attempt("a", 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.attempt("b", 20_000)).toEqual({ allowed: true });
    expect(limiter.attempt("a", 60_000)).toEqual({ allowed: true });
  });

  it("never asks to wait less than a second", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.attempt("a", 0);
    expect(limiter.attempt("a", 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
