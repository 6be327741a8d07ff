const MAX_KEYS = 50_000;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type RateRule = { limit: number; windowMs: number };

/** Counts attempts per key against one rule; never throws (a limiter that cannot count lets the attempt through). */
export type AttemptLimiter = { attempt(key: string): Promise<RateVerdict> };

/**
 * Makes the limiter called `name` (its counts are apart from every other limiter's): in this
 * process's memory (`memoryRateLimits`), or counted in the database every instance shares
 * (server/http/shared-rate-limits.ts).
 */
export type RateLimits = (name: string, rule: RateRule) => AttemptLimiter;

/** One process: each limiter counts in memory. */
export const memoryRateLimits: RateLimits = (_name, rule) => {
  const limiter = createRateLimiter(rule);
  return { attempt: async (key) => limiter.attempt(key) };
};

/**
 * A sliding-window count of attempts per key (an IP, or an IP and a form), kept in this process's
 * memory: enough to slow a bot down; with several processes each counts on its own.
 */
export function createRateLimiter({ limit, windowMs }: RateRule) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one attempt, or says how long the key must wait when it already used up its window. */
    attempt(key: string, now = Date.now()): RateVerdict {
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      // Map keeps insertion order: the least recently seen keys go first.
      if (hits.size > MAX_KEYS) for (const oldest of [...hits.keys()].slice(0, hits.size - MAX_KEYS)) hits.delete(oldest);
      return { allowed: true };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
