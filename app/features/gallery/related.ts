/** SPEC §9: up to 3 related videos, chosen at random. */
export const RELATED_VIDEO_COUNT = 3;

/** Up to `count` of `candidates`, in random order, never the current video. */
export function pickRelated<Item extends { _id: string }>(
  candidates: readonly Item[],
  currentId: string,
  random: () => number = Math.random,
  count = RELATED_VIDEO_COUNT,
): Item[] {
  const others = candidates.filter((candidate) => candidate._id !== currentId);
  // Fisher-Yates, stopped once the first `count` places are drawn.
  for (let index = 0; index < Math.min(count, others.length); index += 1) {
    const pick = index + Math.floor(random() * (others.length - index));
    [others[index], others[pick]] = [others[pick]!, others[index]!];
  }
  return others.slice(0, count);
}
