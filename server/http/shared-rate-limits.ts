import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RateLimits } from "../../app/platform/rate-limit.server";
import type { Db } from "../../app/platform/db";
import type { Logger } from "../../app/platform/logger";

/**
 * The attempts of each key in its current window, counted by every instance on the database. A key
 * is an HMAC of the limiter's name and the address or e-mail it counts: no visitor's data is stored.
 */
export const rateLimitCounts = pgTable("rate_limit_counts", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
});

/** Windows long past are deleted after this many attempts of this process. */
const SWEEP_EVERY = 1_000;

/**
 * Rate limits shared by every instance (docs/decisions/0021): one upsert per attempt counts it and
 * reads the count in one statement, so two instances never both let the last allowed attempt
 * through. The window is fixed (it starts at a key's first attempt), where the memory limiter's
 * slides. A database that cannot answer lets the attempt through and logs it: a lead is worth more
 * than a limit.
 */
export function createSharedRateLimits(db: Db, secret: string, log: Logger): RateLimits {
  let attempts = 0;

  async function sweep() {
    try {
      await db.delete(rateLimitCounts).where(lt(rateLimitCounts.resetsAt, sql`now()`));
    } catch (error) {
      log.warn({ err: error }, "could not delete old rate limit counts; tried again later");
    }
  }

  return (name, { limit, windowMs }) => ({
    async attempt(key) {
      if ((attempts += 1) % SWEEP_EVERY === 0) void sweep();
      const hashed = createHmac("sha256", secret).update(`${name}\0${key}`).digest("base64url");
      const window = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const expired = sql`${rateLimitCounts.resetsAt} <= now()`;
      try {
        const [counted] = await db
          .insert(rateLimitCounts)
          .values({ key: hashed, hits: 1, resetsAt: window })
          .onConflictDoUpdate({
            target: rateLimitCounts.key,
            set: {
              hits: sql`case when ${expired} then 1 else ${rateLimitCounts.hits} + 1 end`,
              resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounts.resetsAt} end`,
            },
          })
          .returning({
            hits: rateLimitCounts.hits,
            secondsLeft: sql<number>`extract(epoch from ${rateLimitCounts.resetsAt} - now())::float8`,
          });
        if (!counted || counted.hits <= limit) return { allowed: true };
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(counted.secondsLeft)) };
      } catch (error) {
        log.error({ err: error, limiter: name }, "could not count an attempt; it is let through");
        return { allowed: true };
      }
    },
  });
}
