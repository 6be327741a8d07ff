import type { MiddlewareHandler } from "hono";
import { clientIp } from "../../app/platform/client-ip.server";
import { memoryRateLimits, type RateLimits } from "../../app/platform/rate-limit.server";
import type { AppEnv } from "../../app/platform/app-env";
import { tooManyRequests } from "../../app/platform/api-answers.server";

const ZIP_PATH = "/ES/documents/zip";
const isSearchApi = (path: string) => path.startsWith("/ES/") || path === "/api/v1/cms/search" || path.startsWith("/api/v1/dealers");

type ApiRateLimits = {
  searchesPerMinute: number;
  zipsPerTenMinutes: number;
  trustProxy: boolean;
  /** Where requests are counted: this process's memory unless given. */
  rateLimits?: RateLimits;
  /**
   * The searches whose answers may come from memory: they count only when their answer is
   * loaded (`chargeSearch`, app/platform/api-answers.server.ts), so a repeated query costs no
   * write to the shared counts (docs/decisions/0053).
   */
  countsWhenLoaded?: (method: string, path: string) => boolean;
};

/**
 * Per-IP limits of the JSON APIs that each cost a database search or a zip of many files: past
 * them, 429 with Retry-After. Pages load their data on the server and do not count.
 */
export function apiRateLimits({
  searchesPerMinute,
  zipsPerTenMinutes,
  trustProxy,
  rateLimits = memoryRateLimits,
  countsWhenLoaded = () => false,
}: ApiRateLimits): MiddlewareHandler<AppEnv> {
  const searches = rateLimits("search-api", { limit: searchesPerMinute, windowMs: 60_000 });
  const zips = rateLimits("zip-api", { limit: zipsPerTenMinutes, windowMs: 10 * 60_000 });
  return async (c, next) => {
    const limiter = c.req.path === ZIP_PATH ? zips : isSearchApi(c.req.path) ? searches : null;
    if (limiter === searches && countsWhenLoaded(c.req.method, c.req.path)) {
      let verdict: ReturnType<typeof searches.attempt> | undefined;
      c.set("chargeSearch", () => (verdict ??= searches.attempt(clientIp(c, trustProxy))));
      return next();
    }
    const verdict = limiter ? await limiter.attempt(clientIp(c, trustProxy)) : { allowed: true as const };
    if (verdict.allowed) return next();
    return tooManyRequests(c, verdict.retryAfterSeconds);
  };
}
