/** What a kept answer carries for its store: when it was made, and what it showed (app/platform/render-tags.server.ts). */
export type Tagged = { storedAt: number; tags: ReadonlySet<string> };

/** A load under way: the tags it has read so far, whether a change since has made it stale, and what it comes to. */
export type Flight<E> = { tags: Set<string>; stale: boolean; entry: Promise<E | null> };

export type TaggedStoreOptions<E> = {
  /** Entries kept at once; the least recently used goes first. */
  maxEntries: number;
  /** Bytes kept at once, as `bytesOf` counts them; the least recently used go first. */
  maxBytes: number;
  /** Bounds staleness from writes this process does not see (another instance, a content import). */
  maxAgeMs: number;
  now: () => number;
  bytesOf: (entry: E) => number;
  /**
   * Keys anyone can make endlessly many of (a page with a query): past `maxEntries` of them they
   * give way among themselves first, so they never push out more than their share.
   */
  crowd?: { of: (key: string) => boolean; maxEntries: number };
};

const meets = (tags: ReadonlySet<string>, changed: ReadonlySet<string>) => [...changed].some((tag) => tags.has(tag));

/**
 * The memory of the render cache and the API's answer cache (docs/decisions/0007, 0053): an LRU
 * bounded by entries and bytes whose entries age out, with the loads under way beside it, so
 * that misses of one key wait for one load (single flight). `invalidate()` empties it,
 * `invalidateTagged(tags)` drops what showed any of the tags, and a load that had read what
 * changed is marked stale: its caller does not store it, and later callers do not wait for it.
 */
export function createTaggedStore<E extends Tagged>({ maxEntries, maxBytes, maxAgeMs, now, bytesOf, crowd }: TaggedStoreOptions<E>) {
  const entries = new Map<string, E>();
  let bytes = 0;
  let crowded = 0;
  const flights = new Map<string, Flight<E>>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= bytesOf(entry);
    if (crowd?.of(key)) crowded -= 1;
  }

  function evict() {
    if (crowd && crowded > crowd.maxEntries)
      for (const key of entries.keys()) {
        if (crowded <= crowd.maxEntries) break;
        if (crowd.of(key)) remove(key);
      }
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  /** Loads already under way may show what changed: later callers wait for none of them. */
  function dropFlights(shows: (flight: Flight<E>) => boolean) {
    for (const [key, flight] of flights) {
      if (!shows(flight)) continue;
      flight.stale = true;
      flights.delete(key);
    }
  }

  return {
    /** The entry of `key` when it is young enough, made the most recently used. */
    fresh(key: string): E | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > maxAgeMs) {
        remove(key);
        return undefined;
      }
      // Last in the map's order: the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    store(key: string, entry: E) {
      remove(key);
      entries.set(key, entry);
      bytes += bytesOf(entry);
      if (crowd?.of(key)) crowded += 1;
      evict();
    },

    /** Whether `entry` is still the one kept under `key`. */
    holds: (key: string, entry: E) => entries.get(key) === entry,

    /** `entry` has grown from `before` bytes (its compressed forms were added); others give way if it no longer fits. */
    grew(key: string, entry: E, before: number) {
      if (entries.get(key) !== entry) return;
      bytes += bytesOf(entry) - before;
      evict();
    },

    /** The load of `key` under way, to wait for instead of loading again. */
    flight: (key: string): Flight<E> | undefined => flights.get(key),

    /** Starts the load of `key`; `land` ends it with what it came to (null: nothing to share). */
    takeOff(key: string): { flight: Flight<E>; land: (entry: E | null) => void } {
      let settle: (entry: E | null) => void = () => {};
      const flight: Flight<E> = {
        tags: new Set(),
        stale: false,
        entry: new Promise<E | null>((resolve) => {
          settle = resolve;
        }),
      };
      flights.set(key, flight);
      return {
        flight,
        land(entry) {
          if (flights.get(key) === flight) flights.delete(key);
          settle(entry);
        },
      };
    },

    /** Entries and bytes held now. */
    size: () => ({ entries: entries.size, bytes }),

    /** Something everything may show changed. */
    invalidate() {
      entries.clear();
      bytes = 0;
      crowded = 0;
      dropFlights(() => true);
    },

    /** What showed any of `tags` is loaded afresh, the rest stays. */
    invalidateTagged(tags: readonly string[]) {
      const changed = new Set(tags);
      if (changed.size === 0) return;
      for (const [key, entry] of entries) if (meets(entry.tags, changed)) remove(key);
      dropFlights((flight) => meets(flight.tags, changed));
    },
  };
}

export type TaggedStore<E extends Tagged> = ReturnType<typeof createTaggedStore<E>>;
