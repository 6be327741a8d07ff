/** A seeded random source; every scene element draws from its own fork so adding one element does not reshuffle the rest. */
export type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** -1 or 1. */
  sign(): number;
  fork(salt: number): Rng;
};

export function createRng(seed: number): Rng {
  // mulberry32: tiny, fast and good enough for layout jitter.
  let state = (seed >>> 0) ^ 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
    sign: () => (next() < 0.5 ? -1 : 1),
    fork: (salt) => createRng(Math.imul(seed ^ 0x5bd1e995, 31) + salt * 7919),
  };
  return rng;
}
