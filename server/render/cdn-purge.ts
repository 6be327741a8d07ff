import type { Logger } from "../../app/platform/logger";
import { ALL_PAGES_TAG, cdnTag } from "./cdn-tags";
import type { SiteChange } from "../../app/platform/changes";

// Cloudflare purges at most 30 tags a call.
const TAGS_PER_CALL = 30;
const TIMEOUT_MS = 10_000;
// Every instance drops its own copies within a second (docs/decisions/0021): a CDN asking again
// sooner could be given another instance's stale copy, and keep it.
export const PURGE_DELAY_MS = 1_000;

export type CdnPurgeOptions = {
  url: string;
  /** Sent as `Authorization: Bearer …` (a Cloudflare API token with Cache Purge permission). */
  token?: string;
  log: Logger;
  fetchImpl?: typeof fetch;
  delayMs?: number;
};

/** The CDN tags a change makes stale: its pages', or every page's. */
export function purgedTags(change: SiteChange): string[] {
  return change.kind === "pages" ? [...new Set(change.tags.map(cdnTag))] : [ALL_PAGES_TAG];
}

/**
 * Tells a CDN which pages a change made here made stale: `POST {"tags": [...]}` to the purge
 * webhook, the body of Cloudflare's purge_cache API, in calls of 30 tags. A failure is logged;
 * the CDN's copies then go stale by their own `s-maxage` (a minute).
 */
export function createCdnPurge({ url, token, log, fetchImpl = fetch, delayMs = PURGE_DELAY_MS }: CdnPurgeOptions) {
  async function call(tags: string[]) {
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok)
        log.warn({ status: response.status, tags: tags.length }, "the CDN refused a purge; its copies expire within a minute");
    } catch (error) {
      log.warn({ err: error, tags: tags.length }, "could not reach the CDN's purge webhook; its copies expire within a minute");
    }
  }

  return {
    /** Resolves once every call has been answered (or failed); never rejects. */
    async purge(change: SiteChange): Promise<void> {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const tags = purgedTags(change);
      const calls: Promise<void>[] = [];
      for (let start = 0; start < tags.length; start += TAGS_PER_CALL) calls.push(call(tags.slice(start, start + TAGS_PER_CALL)));
      await Promise.all(calls);
    },
  };
}

export type CdnPurge = ReturnType<typeof createCdnPurge>;
