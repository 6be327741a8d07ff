import { desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { likePattern } from "~/lib/like-pattern";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import { notFoundLogPath, referrerHost } from "./not-found-filter";
import { notFoundHits } from "./tables.server";

export const NOT_FOUND_PAGE_SIZE = 50;

export type NotFoundEntry = { path: string; hits: number; firstSeen: string; lastSeen: string; referrerHost: string | null };
export type NotFoundPage = { entries: NotFoundEntry[]; total: number; page: number; pageSize: number; q: string };

export type NotFoundLog = ReturnType<typeof createNotFoundLog>;

/**
 * The 404 log. Each hit is one upsert; the row count is held near `maxEntries` by dropping the
 * least recently seen, checked every `pruneEvery` hits rather than on each.
 */
export function createNotFoundLog(db: Db, { maxEntries = 5_000, pruneEvery = 200 } = {}) {
  let hitsSincePrune = 0;

  async function prune(): Promise<number> {
    const oldest = db
      .select({ path: notFoundHits.path })
      .from(notFoundHits)
      .orderBy(desc(notFoundHits.lastSeen), desc(notFoundHits.path))
      .offset(maxEntries);
    const removed = await db.delete(notFoundHits).where(inArray(notFoundHits.path, oldest)).returning({ path: notFoundHits.path });
    return removed.length;
  }

  return {
    async record(path: string, referrer: string | null): Promise<void> {
      await db
        .insert(notFoundHits)
        .values({ path, referrerHost: referrer })
        .onConflictDoUpdate({
          target: notFoundHits.path,
          set: {
            hits: sql`${notFoundHits.hits} + 1`,
            lastSeen: sql`now()`,
            referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundHits.referrerHost})`,
          },
        });
      hitsSincePrune += 1;
      if (hitsSincePrune >= pruneEvery) {
        hitsSincePrune = 0;
        await prune();
      }
    },

    prune,

    /** Most hits first; `q` finds a part of the path. */
    async list({ q = "", page = 1 }: { q?: string; page?: number }): Promise<NotFoundPage> {
      const where = q ? ilike(notFoundHits.path, likePattern(q)) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(notFoundHits)
          .where(where)
          .orderBy(desc(notFoundHits.hits), desc(notFoundHits.lastSeen), notFoundHits.path)
          .limit(NOT_FOUND_PAGE_SIZE)
          .offset((page - 1) * NOT_FOUND_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(notFoundHits)
          .where(where),
      ]);
      return {
        entries: rows.map((row) => ({ ...row, firstSeen: row.firstSeen.toISOString(), lastSeen: row.lastSeen.toISOString() })),
        total: count?.total ?? 0,
        page,
        pageSize: NOT_FOUND_PAGE_SIZE,
        q,
      };
    },

    /** Takes an entry off the log; true when there was one. */
    async dismiss(path: string): Promise<boolean> {
      const removed = await db.delete(notFoundHits).where(eq(notFoundHits.path, path)).returning({ path: notFoundHits.path });
      return removed.length > 0;
    },
  };
}

/**
 * Logs a visitor's page request that ended in 404. The answer is never held for it: the write
 * runs after the response is ready, and a failure is only logged (without the path or referrer).
 */
export function notFoundLogMiddleware(notFound: Pick<NotFoundLog, "record">, log: Logger): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || (c.req.method !== "GET" && c.req.method !== "HEAD")) return;
    const path = notFoundLogPath(new URL(c.req.url), c.req.header("user-agent"));
    if (path === null) return;
    notFound.record(path, referrerHost(c.req.header("referer"))).catch((error: unknown) => {
      // The driver's message repeats the query's values: only the kind of failure is logged.
      log.warn({ error: error instanceof Error ? error.name : typeof error }, "404 not logged");
    });
  };
}
