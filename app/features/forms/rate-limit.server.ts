const MAX_KEYS = 50_000;

/**
 * A sliding-window count of submissions per key (IP and form), kept in this process's memory:
 * enough to slow a bot down; with several processes each counts on its own.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one attempt; false when the key already used up its window. */
    attempt(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      // Map keeps insertion order: the least recently seen keys go first.
      if (hits.size > MAX_KEYS) for (const oldest of [...hits.keys()].slice(0, hits.size - MAX_KEYS)) hits.delete(oldest);
      return true;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
