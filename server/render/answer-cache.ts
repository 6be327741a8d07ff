import type { AnswerCache } from "../../app/platform/answer-cache";
import { collectRenderTags } from "../../app/platform/render-tags.server";
import { type Tagged, createTaggedStore } from "./tagged-store";

export type AnswerCacheOptions = {
  /** Answers kept at once: anyone can ask endlessly many distinct queries. */
  maxEntries?: number;
  /** Bytes of answers kept at once, their keys included. */
  maxBytes?: number;
  /** Bounds staleness from writes this process does not see, as the render cache's. */
  maxAgeMs?: number;
  now?: () => number;
};

type Entry = Tagged & { json: string; bytes: number };

/** Bytes a kept answer holds beyond its text: the map's slot, the tag set, bookkeeping, roughly. */
const ENTRY_OVERHEAD = 512;

/**
 * The JSON API's answers in memory (docs/decisions/0053), beside the render cache and dropped by
 * the same render tags (server/changes.ts): the answer of a load that read a tag changed
 * meanwhile, or that failed, is not kept.
 */
export function createAnswerCache({
  maxEntries = 2000,
  maxBytes = 16 * 1024 * 1024,
  maxAgeMs = 60_000,
  now = Date.now,
}: AnswerCacheOptions = {}) {
  const store = createTaggedStore<Entry>({ maxEntries, maxBytes, maxAgeMs, now, bytesOf: (entry) => entry.bytes });

  const answers: AnswerCache = {
    async answer(key, load) {
      const kept = store.fresh(key);
      if (kept) return { json: kept.json, state: "hit" };
      const running = store.flight(key);
      if (running) {
        const shared = await running.entry;
        if (shared) return { json: shared.json, state: "shared" };
      }
      const { flight, land } = store.takeOff(key);
      let entry: Entry | null = null;
      try {
        const json = JSON.stringify(await collectRenderTags(flight.tags, load));
        if (!flight.stale) {
          // A string's characters take up to two bytes each.
          entry = { json, bytes: 2 * (json.length + key.length) + ENTRY_OVERHEAD, storedAt: now(), tags: flight.tags };
          store.store(key, entry);
        }
        return { json, state: "miss" };
      } finally {
        land(entry);
      }
    },
  };
  return { ...answers, size: store.size, invalidate: store.invalidate, invalidateTagged: store.invalidateTagged };
}

export type AnswerCacheStore = ReturnType<typeof createAnswerCache>;
